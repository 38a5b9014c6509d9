import os from 'node:os';
import nextJest from 'next/jest.js';

/**
 * Two harnesses, chosen by file name:
 * - `*.test.ts(x)`: components and pure functions in jsdom, through Next's SWC transform (CommonJS).
 * - `*.esm.test.ts(x)`: code that loads the MDX pipeline (unified and remark are ESM-only) or runs tools,
 *   as native ESM in Node. Needs NODE_OPTIONS=--experimental-vm-modules (`npm run test:unit` sets it).
 */
const createJestConfig = nextJest({ dir: './' });

const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', '@docsearch', '@algolia', 'react-medium-image-zoom'];
const ESM_TEST = '\\.esm\\.test\\.tsx?$';
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1' };

const jsdom = await createJestConfig({
  displayName: 'jsdom',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/browser/', ESM_TEST],
  moduleNameMapper,
})();
// next/jest sets its own ignore list; let the ESM-only packages through the transform.
jsdom.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];

const esm = await createJestConfig({
  displayName: 'esm',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  testMatch: ['<rootDir>/__tests__/**/*.esm.test.{ts,tsx}'],
  moduleNameMapper,
})();
// Our .mjs modules (the MDX plugins) are already native ESM: load them as they are.
esm.transformIgnorePatterns = [...esm.transformIgnorePatterns, '\\.mjs$'];

// Jest keeps a core for its own process by default, which only hands out test files: on 2 cores that
// was one worker. One per core.
const config = { projects: [jsdom, esm], testTimeout: 60_000, maxWorkers: os.availableParallelism() };

export default config;
