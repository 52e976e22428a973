import {
  occursIn,
  renameClassList,
  renameSelector,
  renameStylesheet,
  shortClassNames,
  shortNames,
  stylesheetClasses,
} from '@/scripts/export/first-paint/class-names';

/**
 * Short class names (scripts/export/first-paint/class-names.ts): the export renames the classes the site's
 * stylesheet styles, in the stylesheet and the markup alike, unless code could meet them.
 */
describe('shortNames', () => {
  it('gives one-letter names first, then two, never starting with a digit', () => {
    const names: string[] = [];
    for (const name of shortNames()) {
      names.push(name);
      if (names.length === 52 + 52 * 62 + 1) break;
    }
    expect(names.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(names[51]).toBe('Z');
    expect(names.slice(52, 54)).toEqual(['aa', 'ab']);
    expect(names.at(-1)).toBe('aaa');
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[a-zA-Z][a-zA-Z0-9]*$/.test(name))).toBe(true);
  });
});

describe('occursIn', () => {
  it('finds a class named whole in code: in a string, a selector or a class list', () => {
    expect(occursIn('el.closest(".site-nav")', 'site-nav')).toBe(true);
    expect(occursIn('className:"flex md:grid gap-2"', 'md:grid')).toBe(true);
    expect(occursIn('x.classList.add(`is-open`)', 'is-open')).toBe(true);
  });

  it('not as part of a longer name', () => {
    expect(occursIn('"site-nav-panel"', 'site-nav')).toBe(false);
    expect(occursIn('"hover:bg-brand-dark"', 'bg-brand')).toBe(false);
    expect(occursIn('"my_card"', 'card')).toBe(false);
  });
});

describe('renameSelector', () => {
  const names = new Map([
    ['md:flex', 'a'],
    ['group', 'b'],
    ['group-hover:underline', 'c'],
    ['w-1.5', 'd'],
    ['pdf', 'e'],
    ['open', 'f'],
  ]);
  const rename = (selector: string) => renameSelector(selector, (name) => names.get(name));

  it('renames escaped class names, and classes under :not(), :is() and :where()', () => {
    expect(rename('.md\\:flex')).toBe('.a');
    expect(rename('.group:hover .group-hover\\:underline')).toBe('.b:hover .c');
    expect(rename('.w-1\\.5>:not(.group)')).toBe('.d>:not(.b)');
    expect(rename(':where(.group) .x')).toBe(':where(.b) .x');
  });

  it('leaves attribute values, ids and unknown classes as they are', () => {
    expect(rename('a[href$=".pdf"]')).toBe('a[href$=".pdf"]');
    expect(rename("[data-state='.open'] .open")).toBe("[data-state='.open'] .f");
    expect(rename('#main\\.open .other')).toBe('#main\\.open .other');
  });
});

describe('stylesheetClasses and renameStylesheet', () => {
  const CSS =
    '@layer utilities{.md\\:flex{display:flex}.group:hover .group-hover\\:underline{text-decoration:underline}}' +
    '@keyframes spin{from{rotate:0}to{rotate:1turn}}.keep{color:red}';

  it('lists every class the selectors name, not keyframe steps', () => {
    expect([...stylesheetClasses(CSS)].sort()).toEqual(['group', 'group-hover:underline', 'keep', 'md:flex']);
  });

  it('renames the selectors and nothing else', () => {
    const names = new Map([
      ['md:flex', 'a'],
      ['group', 'b'],
      ['group-hover:underline', 'c'],
    ]);
    expect(renameStylesheet(CSS, names)).toBe(
      '@layer utilities{.a{display:flex}.b:hover .c{text-decoration:underline}}' +
        '@keyframes spin{from{rotate:0}to{rotate:1turn}}.keep{color:red}',
    );
  });
});

describe('renameClassList', () => {
  it('renames the classes it knows in a class attribute and keeps the rest', () => {
    expect(renameClassList('  md:flex  lucide-phone group ', new Map([['md:flex', 'a']]))).toBe('a lucide-phone group');
  });
});

describe('shortClassNames', () => {
  const CSS = '.rare{}.common{}.in-code{}.hydrated{}.in-props{}.md\\:grid{}';
  const site = (overrides: Partial<Parameters<typeof shortClassNames>[0]> = {}) =>
    shortClassNames({
      stylesheets: [CSS],
      uses: new Map([
        ['common', 40],
        ['md:grid', 12],
        ['rare', 1],
      ]),
      keep: new Set(['hydrated']),
      code: ['function w(e){return e.closest(".in-code")}', '{"className":"in-props"}'],
      taken: new Set(),
      ...overrides,
    });

  it('gives the most used classes the shortest names', () => {
    expect([...site()]).toEqual([
      ['common', 'a'],
      ['md:grid', 'b'],
      ['rare', 'c'],
    ]);
  });

  it('keeps the names code can meet: named in the islands or props, or on hydrated markup', () => {
    const names = site();
    for (const kept of ['in-code', 'in-props', 'hydrated']) expect(names.has(kept)).toBe(false);
  });

  it('never gives a name the pages, the code or the stylesheet already use', () => {
    const names = site({ taken: new Set(['a', 'c']), stylesheets: [`${CSS}.b{}`] });
    expect([...names.values()]).toEqual(['d', 'e', 'f', 'g']);
    expect(names.get('b')).toBe('g');
  });
});
