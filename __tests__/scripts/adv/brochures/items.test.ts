import { findSection, minimumSentences, pageLines, sectionPages } from '@/scripts/adv/brochures/items';

const BODY = 'We charge an annual fee based on the assets we manage for you, billed each quarter in advance.';

describe('Items 5 and 7 of a brochure, found by their headings', () => {
  it.each([
    ['ITEM 5 – FEES AND COMPENSATION'],
    ['Item 5: Fees & Compensation'],
    ['Item 5. Fees and Compensation'],
    ['item 5 - fees and compensation (continued on the next pages)'],
  ])('finds "%s"', (heading) => {
    const section = findSection(
      pageLines([
        ['Item 4 Advisory Business', 'We manage money.'],
        [heading, BODY],
      ]),
      5,
    );
    expect(section).toEqual({ page: 2, lines: [{ page: 2, text: BODY }] });
  });

  it('finds a heading split over two lines', () => {
    expect(findSection(pageLines([['Item 5', 'Fees and Compensation', BODY]]), 5)?.lines).toEqual([
      { page: 1, text: BODY },
    ]);
  });

  it('skips the table of contents and takes the later section with body text', () => {
    const lines = pageLines([
      [
        'Table of Contents',
        'Item 5 Fees and Compensation ............ 6',
        'Item 6 Performance-Based Fees ....... 8',
        'Item 7 Types of Clients ....... 8',
        'Item 8 Methods of Analysis ..... 9',
      ],
      ['Item 4 Advisory Business', 'We manage money for families.'],
      [
        'Item 5 – Fees and Compensation',
        BODY,
        'Item 6 – Performance-Based Fees',
        'We charge none.',
        'Item 7 – Types of Clients',
        'We serve individuals. Our minimum account size is $500,000, which we may waive.',
      ],
    ]);
    expect(findSection(lines, 5)).toEqual({ page: 3, lines: [{ page: 3, text: BODY }] });
    expect(findSection(lines, 7)?.page).toBe(3);
  });

  it('ends a section at the next Item, across pages', () => {
    const lines = pageLines([
      ['Item 5 Fees and Compensation', BODY],
      ['Fees are negotiable.', 'Item 6 Performance-Based Fees', 'None.'],
    ]);
    expect(findSection(lines, 5)?.lines.map((line) => line.text)).toEqual([BODY, 'Fees are negotiable.']);
  });

  it('says nothing when there is no Item 5 with text', () => {
    expect(
      findSection(
        pageLines([['Item 1 Cover Page', 'Item 5 Fees and Compensation', 'Item 6 Performance-Based Fees']]),
        5,
      ),
    ).toBeNull();
  });

  it('keeps Item 5 page by page, so a value later in it keeps its own page', () => {
    const section = findSection(
      pageLines([
        ['Item 5 Fees and Compensation', BODY],
        ['Fees are negotiable.', 'Hourly planning costs $250 an hour.', 'Item 6 Performance-Based Fees', 'None.'],
      ]),
      5,
    );
    expect(section && sectionPages(section)).toEqual({
      pages: [
        { page: 1, text: BODY },
        { page: 2, text: 'Fees are negotiable.\nHourly planning costs $250 an hour.' },
      ],
      truncated: false,
    });
  });

  it('caps Item 5 over all its pages at a word boundary and says it was cut', () => {
    const long = {
      page: 1,
      lines: [
        { page: 1, text: 'fee '.repeat(1500).trim() },
        { page: 2, text: 'rate '.repeat(1000).trim() },
        { page: 3, text: 'never kept' },
      ],
    };
    const { pages, truncated } = sectionPages(long);
    expect(truncated).toBe(true);
    expect(pages.map(({ page }) => page)).toEqual([1, 2]);
    expect(pages.reduce((sum, { text }) => sum + text.length, 0)).toBeLessThanOrEqual(8000);
    expect(pages[1]?.text.endsWith('rate')).toBe(true);
  });
});

describe('the sentences that state a minimum', () => {
  it('keeps those with "minimum" and a dollar amount, or that there is none, each with its page', () => {
    const section = {
      page: 4,
      lines: [
        { page: 4, text: 'We serve individuals and trusts. We generally require a minimum' },
        { page: 5, text: 'account size of $1,000,000. We may waive the minimum at our discretion.' },
        { page: 5, text: 'There is no minimum for financial planning clients. Fees are 1.00% a year.' },
      ],
    };
    expect(minimumSentences(section)).toEqual([
      { page: 4, text: 'We generally require a minimum account size of $1,000,000.' },
      { page: 5, text: 'There is no minimum for financial planning clients.' },
    ]);
  });
});
