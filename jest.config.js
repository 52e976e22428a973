const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // One shared setup for every suite; __tests__/support/ holds the shims and helpers suites import.
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Only *.test.ts(x) files are suites: support modules and fixtures under __tests__/ are not.
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
};

// beasties (critical CSS, scripts/islands/critical-css.mjs) and the HTML/CSS-selector packages it
// loads are ES modules only: let the transformer compile them to CommonJS for Jest.
module.exports = async () => {
  const resolved = await createJestConfig(config)();
  const notBeasties =
    '^(?!.*/node_modules/(?:beasties|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|css-select|css-what|nth-check)/).*';
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith('/node_modules') ? `${notBeasties}${pattern}` : pattern,
    ),
  };
};
