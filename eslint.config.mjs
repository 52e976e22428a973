import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      '.production-export*/**',
      '.lighthouse-control-*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    // Layers: lib/ is plain data and logic, components/ render it, app/ composes
    // routes. Nothing imports upwards. (No module is part of an import cycle either: oxlint's import/no-cycle,
    // .oxlintrc.json, checks that in under a second where this plugin's rule took 10 s of every lint.)
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: './components',
              message: 'lib/ must not depend on components/: move the shared type or function into lib/.',
            },
            { target: './lib', from: './app', message: 'lib/ must not depend on routes.' },
            { target: './components', from: './app', message: 'components/ must not depend on routes.' },
            {
              target: ['./app', './components', './lib'],
              from: './scripts',
              message:
                "Pages never run the build or the owner's commands (the Form ADV import lives in scripts/adv/): share what both need through lib/.",
            },
            {
              target: './__tests__',
              from: ['./e2e', './test-support/e2e'],
              message: 'jest tests must not import the Playwright suite: share constants through test-support/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Islands hydrate as their own React roots without Next's runtime in the export: Next's
    // client modules (router, links, images, dynamic) would break or hydrate differently there.
    files: ['components/islands/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next/*', 'next'],
              message: 'Islands run without Next.js in the export: use plain <a>, window.location and import().',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**', 'test-support/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // CommonJS files read by tools that require() them (next-sitemap's config and what it reads).
    files: ['*.config.js', 'scripts/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
