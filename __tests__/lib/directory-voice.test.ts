import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getContent } from '@/lib/content';
import { STATIC_PAGES } from '@/lib/content/static-pages';

/**
 * The site is a directory: it never presents itself as a fiduciary or an adviser, and every call it offers says who
 * answers (the directory's team) and what it does (introductions to listed firms, no investment advice).
 */
describe('the directory speaks as a directory', () => {
  it('the footer disclaimer says that the directory gives no investment advice and is nobody’s fiduciary', () => {
    const { disclaimer } = getContent().copy;
    expect(disclaimer).toMatch(/gives no investment, tax or legal advice/);
    expect(disclaimer).toMatch(/not anyone's fiduciary or adviser/);
    expect(disclaimer).not.toMatch(/Investment advice is offered through/);
  });

  it('the contact and booking pages name the directory’s team as who answers', () => {
    const contact = readFileSync(path.join(process.cwd(), 'app/contact/page.tsx'), 'utf8');
    expect(contact).toContain('title={`Talk to the ${getSite().brandName} team`}');
    expect(contact).toContain('we give no investment advice');
    const booking = STATIC_PAGES.find((page) => page.path === '/schedule-online/');
    expect(booking?.description).toMatch(/directory's team/);
    expect(booking?.description).toMatch(/give no investment advice/);
  });

  it('the brand tagline stays the spec’s', () => {
    expect(getContent().site.tagline).toBe('Your Fiduciary Guide');
  });
});
