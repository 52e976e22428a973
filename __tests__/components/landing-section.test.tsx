/** @jest-environment jsdom */
import '@/test-support/jest/offscreen-observer';
import { render, screen, within } from '@testing-library/react';
import { LandingSectionView, type SectionContext } from '@/components/sections/landing/landing-section';
import { getContent, type Firm, type LandingPage } from '@/lib/content';
import { gridBadgeLabel } from '@/components/sections/landing/firm-grid-cards';
import { landingSectionSchema, type LandingSectionType } from '@/lib/content/landing-schema';
import type { RenderedLandingSection } from '@/lib/content/types';
import { feeStructureLabel, ratingSummary, telHref } from '@/lib/format';
import { criteriaInUse, isRanked, listTitle, rankLabel, rankingBasis } from '@/lib/firms/ranking';
import { factText, recordedValue } from '@/lib/firms/sourced';

const { site, firms, landingPages, methodology } = getContent();

/** Every section type the schema allows, read from the discriminated union itself. */
const SCHEMA_TYPES: LandingSectionType[] = landingSectionSchema.options.map((option) => option.shape.type.value);

interface Found {
  page: LandingPage;
  section: RenderedLandingSection;
  index: number;
}

/** The first real use of each section type across the landing pages. */
const firstOfType = new Map<LandingSectionType, Found>();
for (const page of landingPages) {
  page.sections.forEach((section, index) => {
    if (!firstOfType.has(section.type)) firstOfType.set(section.type, { page, section, index });
  });
}

function renderSection({ page, section, index }: Found, context: Partial<SectionContext> = {}) {
  return render(<LandingSectionView section={section} index={index} context={{ page, firms, site, ...context }} />);
}

function sectionsOf(type: LandingSectionType): Found[] {
  return landingPages.flatMap((page) =>
    page.sections.map((section, index) => ({ page, section, index })).filter((found) => found.section.type === type),
  );
}

/** Visible text of rendered HTML, for comparing with what the page shows. */
function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * "View Profile: {firm}" where ": {firm}" is screen-reader-only text in a span; jsdom's name
 * computation puts a space before the span that browsers do not, so allow both.
 */
function labelledFor(label: string, firmName: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(label)} ?: ${escape(firmName)}$`);
}

const expectHeading = (name: string) => expect(screen.getByRole('heading', { name })).toBeInTheDocument();

/** What a visitor must see for each section type. The switch fails to compile when a type is missing. */
function expectRendered(found: Found, container: HTMLElement) {
  const { section, page } = found;
  switch (section.type) {
    case 'article': {
      const doc = new DOMParser().parseFromString(page.bodyHtml, 'text/html');
      const firstHeading = doc.querySelector('h2')?.textContent;
      if (firstHeading) expectHeading(firstHeading);
      expect((container.textContent ?? '').replace(/\s+/g, ' ').trim()).toBe(textOf(page.bodyHtml));
      for (const href of page.links.filter((link) => link.startsWith('/')))
        expect(container.querySelector(`a[href="${href}"]`)).not.toBeNull();
      return;
    }
    case 'schedulingCard':
      expectHeading(section.title ?? 'Schedule Your Free Consultation');
      expect(screen.getByRole('link', { name: 'Schedule Online' })).toHaveAttribute('href', '/schedule-online/');
      expect(screen.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', telHref(site.phone));
      return;
    case 'rankedFirms': {
      // While no criterion is in use the list is A–Z, titled and introduced as not yet ranked.
      expectHeading(listTitle(firms, section.title));
      const cards = [...(container.querySelector('ol')?.children ?? [])];
      expect(cards).toHaveLength(firms.length);
      firms.forEach((firm, index) => {
        const card = cards[index] as HTMLElement;
        const rank = rankLabel(firm);
        expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
          rank === undefined ? firm.name : `Ranked ${rank}: ${firm.name}`,
        );
        if (rank === undefined) expect(card.textContent).not.toMatch(/Ranked #|=\d/);
        expect(within(card).getByRole('link', { name: labelledFor(section.linkLabel, firm.name) })).toHaveAttribute(
          'href',
          `/firm/${firm.slug}/`,
        );
        const rating = recordedValue(firm.rating);
        if (rating) expect(within(card).getByText(ratingSummary(rating.stars, rating.reviews))).toBeInTheDocument();
        else expect(within(card).getByText('No rating recorded')).toBeInTheDocument();
        expect(within(card).getAllByText(factText(firm.compensation, feeStructureLabel)).length).toBeGreaterThan(0);
        // A recorded disclosure stands beside the firm on its card, wherever it is listed.
        const events = recordedValue(firm.disclosures) ?? [];
        expect(card.querySelectorAll('[data-card-disclosure]')).toHaveLength(events.length > 0 ? 1 : 0);
      });
      if (!isRanked(firms)) {
        const names = firms.map((firm) => firm.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
        expect(container.textContent).toContain(
          rankingBasis(criteriaInUse(firms, methodology.criteria), methodology.criteria),
        );
      }
      return;
    }
    case 'firmGrid': {
      expectHeading(section.title);
      const expected = firms.filter(
        (firm) => section.filter === 'all' || recordedValue(firm.compensation)?.model === section.filter,
      );
      if (expected.length === 0) {
        // No firm's fees are recorded with this model: the grid says so instead of showing none.
        expect(container.querySelector(`[data-empty-grid="${section.filter}"]`)).not.toBeNull();
        expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
        return;
      }
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
        expected.map((firm) => firm.name),
      );
      for (const firm of expected) {
        expect(screen.getByRole('link', { name: labelledFor('View Profile', firm.name) })).toHaveAttribute(
          'href',
          `/firm/${firm.slug}/`,
        );
      }
      // Badges are derived per firm: only the firms that qualify carry one, with the derived label.
      const badged = expected.filter((firm) => gridBadgeLabel(firm, section.badge) !== null);
      expect(document.querySelectorAll(`[data-badge="${section.badge}"]`)).toHaveLength(badged.length);
      expect(screen.getByRole('link', { name: 'How firms are listed and ordered' })).toHaveAttribute(
        'href',
        '/methodology/',
      );
      return;
    }
    case 'map': {
      expectHeading(section.title);
      const region = screen.getByRole('region', { name: `Map showing locations for ${section.mapTitle}` });
      for (const marker of section.markers) expect(within(region).getByText(marker.label)).toBeInTheDocument();
      return;
    }
    case 'valueColumns':
      expectHeading(section.title);
      for (const column of section.columns) {
        expectHeading(column.title);
        expect(screen.getByText(column.description)).toBeInTheDocument();
      }
      return;
    case 'checklist':
      expectHeading(section.title);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(section.items);
      return;
    case 'featuredFirm': {
      const firm = firms[0] as Firm;
      if (firm.rank === null) {
        // Nothing is ranked, so no firm is featured: the slot says so and links the A–Z list.
        expect(container.querySelector('[data-featured-firm="none"]')).not.toBeNull();
        expect(screen.getByRole('heading', { level: 2, name: 'Our ranking is not yet published' })).toBeInTheDocument();
        expect(screen.getByText(section.title)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'See every firm we list, A–Z' })).toHaveAttribute(
          'href',
          '/top-fiduciary-advisors-cincinnati/',
        );
        for (const listed of firms) expect(container.textContent).not.toContain(listed.name);
        expect(screen.queryByRole('img', { name: /^Rated / })).toBeNull();
        return;
      }
      // The featured firm is always the computed #1, whatever the page's copy says.
      expect(screen.getByRole('heading', { level: 2, name: firm.name })).toBeInTheDocument();
      expect(screen.getByText(section.title)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `View ${firm.name} Profile` })).toHaveAttribute(
        'href',
        `/firm/${firm.slug}/`,
      );
      expect(screen.getByRole('link', { name: `Ask us about ${firm.name}` })).toHaveAttribute(
        'href',
        '/schedule-online/',
      );
      expect(
        screen.getByText(`You'll speak with ${site.brandName}, not ${firm.name}; we introduce you.`),
      ).toBeInTheDocument();
      return;
    }
    case 'benefitCards': {
      const region = screen.getByRole('region', { name: section.title ?? 'Key benefits' });
      expect(
        within(region)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(section.cards.map((card) => card.title));
      for (const card of section.cards) expect(within(region).getByText(card.description)).toBeInTheDocument();
      return;
    }
    case 'schedule': {
      expectHeading(section.title);
      expect(container.querySelector('section#schedule')).not.toBeNull();
      expect(screen.getByText(section.text)).toBeInTheDocument();
      for (const link of section.links ?? [])
        expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      for (const phoneLink of screen.getAllByRole('link', { name: site.phone }))
        expect(phoneLink).toHaveAttribute('href', telHref(site.phone));
      // The booking link is in the HTML, so a visitor can book when the embedded scheduler cannot load.
      expect(screen.getByRole('link', { name: /open the booking calendar/i })).toHaveAttribute(
        'href',
        site.schedulerUrl,
      );
      return;
    }
    case 'faq':
      expectHeading(section.title);
      for (const item of section.items) expectHeading(item.question);
      expect(container.textContent).not.toMatch(/<\s*(Link|a)\b/);
      return;
    case 'bulletsWithImage':
      expectHeading(section.title);
      expect(screen.getByRole('img', { name: section.image.alt })).toHaveAttribute('src', section.image.src);
      for (const bullet of section.bullets) expect(screen.getByText(bullet.title)).toBeInTheDocument();
      return;
    case 'areaList':
      expectHeading(section.title);
      for (const group of section.groups) expectHeading(group.title);
      // One call link for the whole list, not one per area; every area is still listed.
      expect(screen.getAllByRole('link')).toHaveLength(1);
      const listed = screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/[,.]$/, ''));
      expect(listed).toEqual(section.groups.flatMap((group) => group.areas));
      return;
    case 'callToAction':
      expectHeading(section.title);
      expect(screen.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', telHref(site.phone));
      expect(screen.getByRole('link', { name: 'Or, Schedule Online' })).toHaveAttribute('href', '/schedule-online/');
      return;
    case 'showDetails':
      expectHeading(section.title);
      for (const fact of section.facts) {
        expect(screen.getByText(fact.label)).toBeInTheDocument();
        expect(screen.getByText(fact.value)).toBeInTheDocument();
      }
      for (const topic of section.topics) expect(screen.getByText(topic)).toBeInTheDocument();
      return;
    case 'feeCalculator': {
      expectHeading(section.title);
      // The server HTML is the worked example: inputs with their defaults, totals and the chart's caption.
      expect(screen.getByLabelText('Amount invested')).toHaveValue('500000');
      expect(screen.getByRole('table', { name: /Totals for 3 arrangements/ })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /would become/ })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'How the calculator works' })).toHaveAttribute(
        'href',
        '/fee-calculator/#assumptions-heading',
      );
      return;
    }
    case 'toolLinks':
      expectHeading(section.title);
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
        section.tools.map((tool) => `/${tool}/`),
      );
      return;
    default: {
      const unhandled: never = section;
      throw new Error(`No expectation for ${JSON.stringify(unhandled)}`);
    }
  }
}

describe('LandingSectionView: every section type', () => {
  it('the real landing pages use every section type of the schema', () => {
    expect(SCHEMA_TYPES.length).toBeGreaterThan(0);
    expect(new Set(firstOfType.keys())).toEqual(new Set(SCHEMA_TYPES));
  });

  it.each(SCHEMA_TYPES)('renders a %s section with its heading and content', (type) => {
    const found = firstOfType.get(type);
    if (!found) throw new Error(`no landing page uses a ${type} section`);
    const { container } = renderSection(found);
    expectRendered(found, container);
  });

  it('renders every section of every landing page, each showing its title', () => {
    for (const page of landingPages) {
      const { container, unmount } = render(
        <>
          {page.sections.map((section, index) => (
            <LandingSectionView
              key={`${section.type}-${index}`}
              section={section}
              index={index}
              context={{ page, firms, site }}
            />
          ))}
        </>,
      );
      const text = container.textContent ?? '';
      for (const section of page.sections) {
        // A ranked list's own title is shown only once it is ranked; until then it reads as an A–Z list.
        const title =
          section.type === 'rankedFirms'
            ? listTitle(firms, section.title)
            : 'title' in section
              ? section.title
              : undefined;
        if (title)
          expect({ page: page.slug, title, shown: text.includes(title) }).toEqual({
            page: page.slug,
            title,
            shown: true,
          });
      }
      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
      expect(new Set(ids).size).toBe(ids.length);
      unmount();
    }
  });
});

describe('LandingSectionView: firm grids', () => {
  it('a grid that shows fee structures labels each firm as its profile does ("Not yet recorded" where nothing is)', () => {
    const grids = sectionsOf('firmGrid').filter(
      ({ section }) => section.type === 'firmGrid' && section.fields.includes('feeStructure'),
    );
    const found = grids.find(({ section }) => section.type === 'firmGrid' && section.filter === 'all') ?? grids[0];
    if (!found) throw new Error('no firm grid shows fee structures');
    const { container } = renderSection(found);
    const cards = [...container.querySelectorAll('li[data-firm]')] as HTMLElement[];
    if (cards.length === 0) {
      expect(container.querySelector('[data-empty-grid]')).not.toBeNull();
      return;
    }
    for (const card of cards) {
      const firm = firms.find(
        (candidate) => candidate.name === within(card).getByRole('heading', { level: 3 }).textContent,
      ) as Firm;
      expect(within(card).getByText(factText(firm.compensation, feeStructureLabel))).toBeInTheDocument();
    }
  });

  it('a grid that shows ratings gives each firm its stars, named with the exact rating, or "No rating recorded"', () => {
    const found = sectionsOf('firmGrid').find(
      ({ section }) => section.type === 'firmGrid' && section.fields.includes('rating'),
    );
    if (!found || found.section.type !== 'firmGrid') throw new Error('no firm grid shows ratings');
    const { filter } = found.section;
    const { container } = renderSection(found);
    const shown = firms.filter(
      (candidate) => filter === 'all' || recordedValue(candidate.compensation)?.model === filter,
    );
    for (const firm of shown) {
      const rating = recordedValue(firm.rating);
      if (rating)
        expect(
          screen.getAllByRole('img', { name: `Rated ${rating.stars.toFixed(1)} out of 5` }).length,
        ).toBeGreaterThan(0);
      else expect(container.querySelector(`li[data-firm="${firm.slug}"] [data-rating="none"]`)).not.toBeNull();
    }
  });

  it('a fee-model grid lists only firms recorded with that model, and its empty state when there is none', () => {
    const found = sectionsOf('firmGrid').find(({ section }) => section.type === 'firmGrid' && section.filter !== 'all');
    if (!found || found.section.type !== 'firmGrid') throw new Error('no firm grid filters on a fee model');
    const { filter } = found.section;
    const { container } = renderSection(found);
    const matching = firms.filter((firm) => recordedValue(firm.compensation)?.model === filter);
    expect(container.querySelectorAll('li[data-firm]')).toHaveLength(matching.length);
    expect(container.querySelector(`[data-empty-grid="${filter}"]`) !== null).toBe(matching.length === 0);
  });
});

describe('LandingSectionView: area list', () => {
  it('lists every area as plain text and offers one call link, following a changed site phone number', () => {
    const [found] = sectionsOf('areaList');
    if (!found || found.section.type !== 'areaList') throw new Error('no landing page has an area list');
    const { container } = renderSection(found, { site: { ...site, phone: '(513) 555-0199' } });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'tel:+15135550199');
    expect(container.querySelectorAll('a[href^="tel:"]')).toHaveLength(1);
    const areas = found.section.groups.flatMap((group) => group.areas);
    expect(areas.length).toBeGreaterThan(20);
    for (const area of areas) expect(container.textContent).toContain(area);
  });
});

describe('LandingSectionView: FAQ', () => {
  it('answers contain real in-site links, not markup shown as text', () => {
    const faqs = sectionsOf('faq');
    expect(faqs.length).toBeGreaterThan(0);
    const hrefs: string[] = [];
    for (const found of faqs) {
      const { container, unmount } = renderSection(found);
      const links = [...container.querySelectorAll('details a[href]')];
      for (const link of links) hrefs.push(link.getAttribute('href') ?? '');
      expect(container.textContent).not.toMatch(/<\s*(Link|a)\b|href=/);
      unmount();
    }
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\//);
  });
});
