import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMetadata } from '@/app/firm/[slug]/page';
import { getFirms, getLandingPage } from '@/lib/content';
import { isIndependent } from '@/lib/firms/labels';

/** Every sentence about what the directory has or does matches what the content records (issue 38 §3). */
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

describe('claims the record backs', () => {
  it('a profile title promises no reviews, since no review is recorded', async () => {
    const firm = getFirms()[0]!;
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: firm.slug }) });
    expect(String(metadata.title)).toContain(`${firm.name}: Fees, Services and Public Record`);
    expect(String(metadata.title)).not.toMatch(/review/i);
  });

  it('the best page’s firm list has no count in its title', () => {
    const page = getLandingPage('best-fiduciary-advisors-cincinnati');
    const titles = (page?.sections ?? []).flatMap((section) =>
      'title' in section && section.title ? [section.title] : [],
    );
    expect(titles).toContain('Fiduciary Firms Serving Greater Cincinnati');
    for (const title of titles) expect(title).not.toMatch(/\b(ten|nine|\d+) (fiduciary )?firms\b/i);
  });

  it('the independent page promises independent firms only when a listed firm meets the rule', () => {
    const page = read('content/landing/independent-fiduciary-advisor-cincinnati.md');
    if (!getFirms().some(isIndependent)) {
      expect(page).not.toMatch(/introduce you to independent/i);
      expect(page).toContain('A firm carries our Independent label only when the record meets our rule.');
    }
  });

  it('services, booking and terms describe what the directory does, not what it cannot back', () => {
    expect(read('app/services/page.tsx')).not.toMatch(/firms we recommend|always as fiduciaries/);
    expect(read('app/services/page.tsx')).toContain('We recommend no firm and give no investment advice.');
    expect(read('app/schedule-online/page.tsx')).not.toMatch(/match you with the right firm/);
    expect(read('app/schedule-online/page.tsx')).toContain('name listed firms you could contact yourself');
    const termsText = read('content/legal/terms.md');
    expect(termsText).not.toMatch(/from the firms themselves/);
    expect(termsText).toMatch(/public filings and other named sources/);
  });

  it('the fee pages say how a firm came to be listed as fee-only or fee-based, not that its filing was read', () => {
    for (const model of ['fee-only', 'fee-based']) {
      const text = read(`content/landing/${model}-fiduciary-advisor-cincinnati.md`);
      expect(text).toContain(`appears as ${model} only once that is recorded with its source`);
      expect(text).toContain(`registered advisers of the region whose Form ADV shows ${model} compensation`);
    }
  });
});
