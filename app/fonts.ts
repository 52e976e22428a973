import localFont from 'next/font/local';

/*
 * Self-hosted from the @fontsource packages (no request to another host); only the weights used.
 * No font file before the first paint (docs/performance.md, "Fonts: none before the first
 * paint"): nothing is preloaded, and on the first page of a visit the font stacks the export
 * writes into every page (scripts/export/first-paint/fonts.ts) point the families at app/globals.css's
 * metric-matched fallbacks (Arial or a metric-compatible clone, with size-adjust and
 * ascent/descent overrides; their own @font-face rules, so next/font's Arial-only ones are off:
 * adjustFontFallback). The islands entry then downloads the files into the cache
 * (components/islands/client/fonts.ts), and from the next page on the page loader's `html.wf`
 * class applies them. `optional` everywhere: a face that is not there within ~100 ms (a cache
 * evicted) is skipped for that page rather than swapped in mid-read, so text never moves.
 * `declarations` fixes the family names those stacks use ("poppins", "inter"); the two Poppins
 * calls name the same family, so 600 and 700 are weights of one "poppins".
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
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-poppins',
});

/** Poppins 600 (sub-headings further down): the same family. */
export const poppinsSemibold = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  declarations: [{ prop: 'font-family', value: 'poppins' }],
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-poppins-semibold',
});

export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2', weight: '500', style: 'normal' },
  ],
  declarations: [{ prop: 'font-family', value: 'inter' }],
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-inter',
});
