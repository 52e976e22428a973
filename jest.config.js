const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  // Node by default: most suites test lib/ and scripts/ and need no DOM; a suite that renders or reads
  // the document says so in its first line (/** @jest-environment jsdom */), which costs it jsdom's start-up.
  testEnvironment: 'node',
  // Jest's default is one worker fewer than the cores: on a 2-core machine, one. The parent only schedules.
  maxWorkers: '100%',
  // Two suites now run at once on 2 cores, and a whole Form ADV import takes 2–3 s alone: Jest's 5 s
  // default failed them on a busy machine. A hang still fails, after 30 s.
  testTimeout: 30_000,
  // One shared setup for every suite; test-support/jest/ holds the shims and helpers suites import.
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Only *.test.ts(x) files are suites: support modules and fixtures under __tests__/ are not.
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
};

module.exports = createJestConfig(config);
