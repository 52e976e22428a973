import { execFile } from 'node:child_process';
import { createWriteStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { scratchDirectory } from '@/test-support/jest/feed-files';

const scratch = scratchDirectory();
afterAll(() => scratch.remove());

const TARGET_BYTES = 100 * 1024 * 1024;

/** One invented firm in the real layout, ~1 KB, its CRD changing so that every record differs. */
function firm(crd: number): string {
  return `<Firm><Info SECRgnCD="CHI" FirmCrdNb="${crd}" SECNb="801-${crd}" BusNm="SYNTHETIC FIXTURE ADVISERS ${crd}" LegalNm="SYNTHETIC FIXTURE ADVISERS ${crd}, LLC" UmbrRgstn="N"/>
<MainAddr Strt1="${crd} INVENTED STREET" Strt2="SUITE 100" City="CINCINNATI" State="OH" Cntry="United States" PostlCd="45202" PhNb="000-000-0000"/>
<Rgstn FirmType="Registered" St="APPROVED" Dt="2020-01-01"/><NoticeFiled><States RgltrCd="KY" St="FILED" Dt="2020-01-01"/></NoticeFiled>
<Filing Dt="2026-10-01" FormVrsn="10/2021"/><FormInfo><Part1A><Item1 Q1F5="0"><WebAddrs><WebAddr>WWW.SYNTHETIC${crd}.EXAMPLE</WebAddr></WebAddrs></Item1>
<Item5A TtlEmp="10"/><Item5B Q5B1="5"/><Item5E Q5E1="Y" Q5E2="N" Q5E3="N" Q5E4="Y" Q5E5="N" Q5E6="N" Q5E7="N"/>
<Item5F Q5F1="Y" Q5F2A="${crd * 1000}" Q5F2B="0" Q5F2C="${crd * 1000}"/><Item6A Q6A1="N" Q6A2="N" Q6A6="N"/><Item7A Q7A1="N" Q7A12="N"/>
<Item11 Q11="N"/><Item11A Q11A1="N" Q11A2="N"/><Item11C Q11C1="N" Q11C2="N" Q11C3="N" Q11C4="N" Q11C5="N"/></Part1A></FormInfo></Firm>
`;
}

/** Streams the synthetic feed to disk, never holding more than one firm's text. */
async function writeSyntheticFeed(file: string): Promise<number> {
  const out = createWriteStream(file, { encoding: 'latin1' });
  out.write('<?xml version="1.0" encoding="ISO-8859-1"?>\n<IAPDFirmSECReport GenOn="2026-11-01"><Firms>\n');
  let written = 0;
  let firms = 0;
  while (written < TARGET_BYTES) {
    const text = firm(100000 + firms);
    firms += 1;
    written += text.length;
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end('</Firms></IAPDFirmSECReport>\n');
  await once(out, 'finish');
  return firms;
}

it('reads a 100 MB feed in a child process whose peak memory stays far below the file size', async () => {
  const file = scratch.path('IA_FIRM_SEC_Feed_11_01_2026.xml');
  const firms = await writeSyntheticFeed(file);
  expect(statSync(file).size).toBeGreaterThanOrEqual(TARGET_BYTES);
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const { stdout } = await promisify(execFile)(
    tsx,
    [join(__dirname, '..', '..', '..', 'test-support', 'jest', 'count-feed.ts'), file],
    {
      maxBuffer: 1 << 20,
    },
  );
  const result: unknown = JSON.parse(stdout);
  expect(result).toMatchObject({ firms, date: '2026-11-01' });
  const maxRssKb = typeof result === 'object' && result !== null && 'maxRssKb' in result ? result.maxRssKb : null;
  if (typeof maxRssKb !== 'number') throw new Error(`child printed no maxRssKb: ${stdout}`);
  // Node and tsx alone take ~60–90 MB; a reader that held the file would pass 100 MB of text on top.
  expect(maxRssKb / 1024).toBeLessThan(200);
}, 90_000);
