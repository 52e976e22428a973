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

module.exports = createJestConfig(config);
