import { manyFirms } from '@/test-support/adv-feeds';
import { sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * A listed firm whose main office is first read outside Ohio, Kentucky and Indiana (Truepoint's
 * filing read as Dallas) goes before a person, once: the next month's same office is not raised again.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const DALLAS = { ...TRUEPOINT, mainAddr: { Strt1: '1 INVENTED PLAZA', City: 'DALLAS', State: 'TX', PostlCd: '75201' } };
const secFeed = (date: string) => box.feed({ feed: 'sec', date, firms: [DALLAS, ...manyFirms(5)] });
const outsideNotes = (report: Awaited<ReturnType<Sandbox['run']>>) =>
  report.needsPerson.filter((note) => note.slug === 'truepoint-wealth-counsel' && /outside Ohio/.test(note.issue));

test('a main office first read outside the region goes under Needs a person once', async () => {
  const first = await box.run([secFeed('2026-11-02')]);
  expect(outsideNotes(first)).toEqual([
    {
      slug: 'truepoint-wealth-counsel',
      name: 'Truepoint Wealth Counsel',
      crd: '105664',
      file: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
      issue:
        'Its main office, first read from its Form ADV, is in DALLAS, TX, outside Ohio, Kentucky and Indiana: is it a firm of the region? Its facts were written; this is asked once',
    },
  ]);
  expect(box.firm('truepoint-wealth-counsel').mainOffice.value).toMatchObject({ city: 'DALLAS', state: 'TX' });
  const next = await box.run([secFeed('2026-12-01')]);
  expect(outsideNotes(next)).toEqual([]);
});
