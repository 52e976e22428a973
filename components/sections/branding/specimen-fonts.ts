import localFont from 'next/font/local';

/*
 * The typeface specimens on /branding/ must show the real faces on any visit. The rest of the site
 * shows them only from a visit's second page (app/fonts.ts, `optional`); these are the same fonts
 * under families of their own (next/font names them after these constants: poppinsSpecimen,
 * interSpecimen) with `block`: the specimen text waits for its face rather than show a fallback.
 * Imported by this page only, so the rules are in its stylesheet alone.
 */
// next/font needs every option written out as a literal (no shared constants).

export const poppinsSpecimen = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  display: 'block',
  preload: false,
  adjustFontFallback: false,
  fallback: ['sans-serif'],
});

export const interSpecimen = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  display: 'block',
  preload: false,
  adjustFontFallback: false,
  fallback: ['sans-serif'],
});
