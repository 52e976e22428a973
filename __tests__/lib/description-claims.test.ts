import { contentCopy, problemLines } from '@/test-support/jest/content-copies';

/**
 * A firm's description claims nothing a recorded fact does not back (issue 47 §8): "fee-only" only
 * beside a recorded fee-only fee structure with its source; "employee-owned", "founded in {year}" and
 * "one of the largest/longest-established" never. The real content passes; each claim written into a
 * copy is refused, naming the file, the firm and the field.
 */
const withDescription = (slug: string, description: string) =>
  contentCopy({
    [`firms/${slug}.md`]: (text) => text.replace(/^description: ".*"$/m, `description: "${description}"`),
  });

const FILLER = 'serving Cincinnati families, executives and retirees with planning and investment management.';

it('the real content passes: no description claims more than its facts', () => {
  expect(problemLines(contentCopy())).toEqual([]);
});

it.each([
  ['Fee-only wealth management firm', 'says "fee-only", but the firm has no recorded fee structure'],
  ['Employee-owned wealth management firm', 'says "employee-owned"'],
  ['Wealth management firm founded in 1965', 'names a founding year'],
  ['One of the largest wealth managers in Ohio', 'ranks the firm among others'],
  ["One of Cincinnati's longest-established advisers", 'ranks the firm among others'],
])('"%s…" is refused for a firm whose facts do not back it', (claim, why) => {
  const problems = problemLines(withDescription('foster-motley', `${claim} ${FILLER}`));
  expect(problems).toEqual([
    expect.stringContaining(`content/firms/foster-motley.md → foster-motley → description: ${why}`),
  ]);
});

it('"fee-only" is accepted beside a recorded fee-only fee structure with its source', () => {
  const copy = contentCopy({
    'firms/foster-motley.md': (text) =>
      text
        .replace(/^description: ".*"$/m, `description: "Fee-only wealth management firm ${FILLER}"`)
        .replace(
          /^compensation:\n(  .*\n)+/m,
          [
            'compensation:',
            '  origin: "person"',
            '  value:',
            '    model: "fee-only"',
            '    basis: "AUM-based"',
            '  source:',
            '    url: "https://www.example.com/foster-motley-brochure"',
            '    date: "2026-01-15"',
            '  verified: false',
            '',
          ].join('\n'),
        ),
  });
  expect(problemLines(copy)).toEqual([]);
});

it('an About text that says the directory lists the firm as fee-based needs that recorded model', () => {
  const copy = contentCopy({
    'firms/mariner-wealth-advisors.md': (text) =>
      text.replace(
        'The directory has not yet recorded whether Mariner is fee-only or fee-based.',
        'The directory lists Mariner as fee-based.',
      ),
  });
  expect(problemLines(copy)).toEqual([
    'content/firms/mariner-wealth-advisors.md → mariner-wealth-advisors → About text: says the directory lists the firm as fee-based, but no recorded fee structure (with its source) says so: reword it',
  ]);
});

it('a guide with a fee-model grid may not promise "the firms listed below": the grid can be empty', () => {
  const copy = contentCopy({
    'landing/fee-only-fiduciary-advisor-cincinnati.md': (text) =>
      text.replace('Further down this page, a firm', 'The firms listed below are fee-only. A firm'),
  });
  expect(problemLines(copy)).toEqual([
    expect.stringContaining(
      'content/landing/fee-only-fiduciary-advisor-cincinnati.md → fee-only-fiduciary-advisor-cincinnati → body: says "firms listed below"',
    ),
  ]);
});
