import localFont from 'next/font/local';

/*
 * Self-hosted from the @fontsource packages (no request to another host); only the weights used.
 * One font file before the first paint (docs/performance.md, "Fonts"): Poppins 700, the face of
 * the headings and of the first screen's largest text, is preloaded. Poppins 600 and Inter are
 * not: they load when text first needs them, and until then text shows in a fallback whose
 * metrics next/font matches to theirs (size-adjust, ascent/descent overrides). The two Poppins calls name the same family (`declarations`), so 600 and
 * 700 stay weights of one "poppins" and only the 700 call carries a preload tag.
 */
// next/font needs every option written out as a literal (no shared constants).

export const poppins = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  declarations: [{ prop: 'font-family', value: 'poppins' }],
  display: 'swap',
  preload: true,
  variable: '--font-poppins',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});

/** Poppins 600 (sub-headings further down): the same family, without a preload. */
export const poppinsSemibold = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  declarations: [{ prop: 'font-family', value: 'poppins' }],
  display: 'swap',
  preload: false,
  variable: '--font-poppins-semibold',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});

export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2', weight: '500', style: 'normal' },
  ],
  // optional, not swap: Inter shows if it arrives within the first ~100 ms, otherwise the page
  // keeps the matched fallback and the next page has Inter from the cache. A swap mid-read
  // rewrapped the hero's paragraph (CLS 0.033 on a throttled phone); optional never moves text.
  display: 'optional',
  preload: false,
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});
