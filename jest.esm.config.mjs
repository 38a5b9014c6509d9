import nextJest from 'next/jest.js';

/**
 * The content pipeline (unified/MDX are ESM-only) as native ESM: run with
 * NODE_OPTIONS=--experimental-vm-modules (see package.json "test:content").
 */
const createJestConfig = nextJest({ dir: './' });

const config = await createJestConfig({
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  testMatch: ['<rootDir>/__tests__/content/**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 60_000,
})();

// Our .mjs modules (the MDX plugins) are already native ESM: load them as they are.
config.transformIgnorePatterns = [...config.transformIgnorePatterns, '\\.mjs$'];

export default config;
