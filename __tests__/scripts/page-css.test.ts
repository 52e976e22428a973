import { classWords, requiredClasses, subjectTag } from '@/scripts/export/first-paint/css-words';
import { pageStylesheet, styledClasses, withoutFontFaces } from '@/scripts/export/first-paint/page-css';

/** page-css: each page's stylesheet keeps the rules its classes can match, and nothing else goes. */
const only = (...names: string[]) => {
  const set = new Set(names);
  return (name: string) => set.has(name);
};

describe('requiredClasses', () => {
  it("reads Tailwind's escaped class names back to what the markup writes", () => {
    expect(requiredClasses('.md\\:grid-cols-2')).toEqual(['md:grid-cols-2']);
    expect(requiredClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(requiredClasses(".after\\:content-\\[\\'·\\'\\]:after")).toEqual(["after:content-['·']"]);
    expect(requiredClasses('.aria-\\[current\\=page\\]\\:underline[aria-current=page]')).toEqual([
      'aria-[current=page]:underline',
    ]);
    expect(requiredClasses(':where(.divide-y>:not(:last-child))')).toEqual(['divide-y']);
  });

  it('needs nothing a :not() names: those rules apply when the class is absent', () => {
    expect(requiredClasses('html:not(.wf)')).toEqual([]);
    expect(requiredClasses('.lucide:not([fill])')).toEqual(['lucide']);
    expect(requiredClasses('.a:not(.b:not(.c)) .d')).toEqual(['a', 'd']);
  });
});

describe('subjectTag', () => {
  it('names the element type a selector styles, or none', () => {
    expect(subjectTag('.prose-content th')).toBe('th');
    expect(subjectTag('.prose-content li::marker')).toBe('li');
    expect(subjectTag('abbr:where([title])')).toBe('abbr');
    expect(subjectTag('h1')).toBe('h1');
    expect(subjectTag('.a > TABLE')).toBe('table');
    for (const none of [
      '.prose>*+*',
      '.group:hover .group-hover\\:underline',
      ':where(.a ul>:not(:last-child))',
      '::backdrop',
      '[hidden]',
    ])
      expect(subjectTag(none)).toBeNull();
    // An escaped class name ends with a space that is part of it, not a descendant combinator.
    expect(subjectTag('.\\32 xl\\:hidden')).toBeNull();
    expect(subjectTag('.a [data-x="b c"]')).toBeNull();
  });
});

describe('pageStylesheet', () => {
  const css =
    '@layer theme,base,utilities;@font-face{font-family:inter;src:url(/a.woff2)}' +
    '@layer base{*,:before{box-sizing:border-box}a{color:inherit}}' +
    '@layer utilities{.flex{display:flex}.grid{display:grid}.sm\\:grid,.unused-b{display:grid}' +
    '@media (min-width:40rem){.sm\\:block{display:block}}.group:hover .group-hover\\:underline{text-decoration:underline}}' +
    '@keyframes spin{to{transform:rotate(360deg)}}html:not(.wf){--font:x}body{font-family:var(--font)}';

  it('keeps the rules whose classes the page has, and every rule without classes', () => {
    const out = pageStylesheet(css, only('flex', 'sm:grid'));
    for (const kept of [
      '@layer theme,base,utilities;',
      '@font-face{',
      '*,:before{box-sizing',
      'a{color:inherit}',
      '.flex{display:flex}',
      '.sm\\:grid{display:grid}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
      'html:not(.wf){--font:x}',
    ])
      expect(out).toContain(kept);
    for (const dropped of ['.grid{', '.unused-b', '@media', '.group-hover']) expect(out).not.toContain(dropped);
  });

  it('drops the rules for element types the page lacks when asked to (the first screen)', () => {
    const out = pageStylesheet(`${css}.flex table{border:0}.flex p{margin:0}`, only('flex'), (tag) => tag !== 'table');
    for (const kept of ['.flex p{margin:0}', 'a{color:inherit}', '*,:before{box-sizing']) expect(out).toContain(kept);
    expect(out).not.toContain('table');
  });

  it("drops form controls' pseudo-element resets from a first screen without a text field, and keeps them with one", () => {
    const resets =
      '::placeholder{opacity:1}input::placeholder,textarea::placeholder{color:gray}' +
      '::-webkit-datetime-edit-day-field{padding-block:0}::file-selector-button{margin-inline-end:4px}' +
      'button,input,::file-selector-button{font:inherit}';
    const noField = pageStylesheet(resets, only(), (tag) => tag === 'button');
    for (const dropped of ['placeholder', 'datetime-edit', 'file-selector-button'])
      expect(noField).not.toContain(dropped);
    // The rest of a rule that also names one stays.
    expect(noField).toContain('button{font:inherit}');
    const withField = pageStylesheet(resets, only(), (tag) => tag === 'input' || tag === 'button');
    for (const kept of [
      '::placeholder{opacity:1}',
      'input::placeholder{',
      '-webkit-datetime-edit-day-field',
      '::file-selector-button{',
    ])
      expect(withField).toContain(kept);
    // A page's own stylesheet (no tag test) serves what its islands render later: all stay.
    expect(pageStylesheet(resets, only())).toBe(resets);
  });

  it("keeps every font face in a first paint's cut (the site stylesheet's file has none) and in a page's own stylesheet", () => {
    const fonts =
      '@font-face{font-family:"Inter fallback";src:local(Arial)}@font-face{font-family:inter;src:url(/i.woff2)}' +
      '@font-face{font-family:specimen;src:url(/s.woff2)}.wf{--font-inter:"inter","Inter Fallback"}' +
      'body{font-family:var(--font-inter)}.specimen{font-family:specimen}';
    const cut = pageStylesheet(fonts, only('wf'), () => true);
    expect(cut).toContain('font-family:"Inter fallback"');
    expect(cut).toContain('font-family:inter;');
    // A face no rule of the first paint names, for a later part: only here now.
    expect(cut).toContain('font-family:specimen;src');
    expect(pageStylesheet(fonts, only('wf'))).toContain('font-family:specimen;src');
  });

  it('gives the stylesheet without its font faces for the file pages link, whose first paint declares them all', () => {
    const css =
      '@font-face{font-family:inter;src:url(/i.woff2)}@media print{@font-face{font-family:x;src:local(Arial)}}' +
      'body{font-family:inter}.a{color:red}';
    expect(pageStylesheet(css, only(), () => true)).toBe(
      '@font-face{font-family:inter;src:url(/i.woff2)}@media print{@font-face{font-family:x;src:local(Arial)}}' +
        'body{font-family:inter}',
    );
    expect(withoutFontFaces(css)).toBe('body{font-family:inter}.a{color:red}');
  });

  it("writes the theme's constants into a first paint's cut, keeping as variables what is redefined, computed or named by the page", () => {
    const theme =
      '@layer theme{:root,:host{--spacing:.25rem;--radius-lg:.5rem;--color-brand:#4338ca;--color-gray-200:#e5e7eb;' +
      '--font-sans:var(--font-inter), system-ui;--gap-named:1rem}' +
      '@supports (color:lab(0% 0 0)){:root,:host{--color-gray-200:lab(91.6% -.16 -2.27)}}}' +
      '.mt-4{margin-top:calc(var(--spacing) * 4)}.-mt-1{margin-top:calc(var(--spacing) * -.5)}.rounded-lg{border-radius:var(--radius-lg)}' +
      '.text-brand{color:var(--color-brand)}.border-gray{border-color:var(--color-gray-200)}body{font-family:var(--font-sans)}' +
      '.named{gap:var(--gap-named)}';
    const present = only('mt-4', '-mt-1', 'rounded-lg', 'text-brand', 'border-gray', 'named', '--gap-named');
    const cut = pageStylesheet(theme, present, () => true);
    for (const written of [
      '.mt-4{margin-top:1rem}',
      '.-mt-1{margin-top:-.125rem}',
      '.rounded-lg{border-radius:.5rem}',
      '.text-brand{color:#4338ca}',
    ])
      expect(cut).toContain(written);
    // Nothing reads those variables now.
    for (const gone of ['--spacing', '--radius-lg', '--color-brand']) expect(cut).not.toContain(gone);
    // Redefined for wide-gamut screens, reading another variable, or named by the page: variables still.
    expect(cut).toContain('.border-gray{border-color:var(--color-gray-200)}');
    expect(cut).toContain('font-family:var(--font-sans)');
    expect(cut).toContain('.named{gap:var(--gap-named)}');
    // The whole stylesheet keeps every variable.
    expect(pageStylesheet(theme, present)).toContain('.mt-4{margin-top:calc(var(--spacing) * 4)}');
  });

  it('drops the custom properties nothing on the page reads any more, with their @property', () => {
    const theme =
      ':root{--color-brand:#4338ca;--color-unused:red;--shadow:0 1px var(--shadow-color);--shadow-color:#0003;--gap:1rem}' +
      '@property --tw-ring{syntax:"*";inherits:false}@property --tw-shadow-x{syntax:"*";inherits:false}' +
      '.text-brand{color:var(--color-brand)}.text-unused{color:var(--color-unused)}.shadow{box-shadow:var(--shadow),var(--tw-ring)}' +
      '.shadow-x{box-shadow:var(--tw-shadow-x)}';
    const out = pageStylesheet(theme, only('text-brand', 'shadow', '--gap'));
    for (const kept of [
      '--color-brand:#4338ca',
      '--shadow:0 1px var(--shadow-color)',
      '--shadow-color:#0003',
      '@property --tw-ring',
    ])
      expect(out).toContain(kept);
    // Set in markup (style="gap:var(--gap)") counts as read.
    expect(out).toContain('--gap:1rem');
    for (const dropped of ['--color-unused', '.text-unused', '@property --tw-shadow-x'])
      expect(out).not.toContain(dropped);
    // Nothing reads the shadow any more: both variables go, the second only because the first did.
    const noShadow = pageStylesheet(theme, only('text-brand'));
    expect(noShadow).not.toContain('--shadow');
    expect(noShadow).toContain(':root{--color-brand:#4338ca}');
  });

  it('keeps a rule with several classes only when the page has all of them', () => {
    expect(pageStylesheet(css, only('group'))).not.toContain('group-hover');
    expect(pageStylesheet(css, only('group', 'group-hover:underline'))).toContain(
      '.group:hover .group-hover\\:underline{text-decoration:underline}',
    );
  });
});

describe('classWords', () => {
  it('finds class names in markup, JSON and code, including ones that hold quotes', () => {
    const words = classWords(
      `<div class="p-4 md:flex">x</div>{"className":"from-props"} e.classList.add('wf');c="after:content-['·'] gap-2"`,
    );
    for (const word of ['p-4', 'md:flex', 'from-props', 'wf', "after:content-['·']", 'gap-2'])
      expect(words).toContain(word);
    expect(classWords('<div style="--delay:80ms;animation-delay:var(--delay)">')).toContain('--delay');
  });
});

describe('styledClasses', () => {
  it('lists every class some rule styles, not one whose rule only sets a custom property nothing reads', () => {
    const css =
      '.font-var{--font-unused:x}.font-read{--font-read:y}body{font-family:var(--font-read)}' +
      '.md\\:flex{display:flex}.a:not(.b) .c{color:red}@keyframes k{from{opacity:0}}';
    expect([...styledClasses(css)].sort()).toEqual(['a', 'c', 'font-read', 'md:flex']);
  });
});
