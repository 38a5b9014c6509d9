import nextJest from 'next/jest.js';

/**
 * The content pipeline (unified/MDX are ESM-only) as native ESM: run with
 * NODE_OPTIONS=--experimental-vm-modules (see package.json "test:content").
 */
const createJestConfig = nextJest({ dir: './' });

const config = await createJestConfig({
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // The content/ folder, scripts, and the lib code that loads the pipeline (jest.config.mjs skips these).
  testMatch: [
    '<rootDir>/__tests__/{content,scripts}/**/*.test.ts',
    '<rootDir>/__tests__/lib/{content,site,samples}/**/*.test.ts',
    '<rootDir>/__tests__/lib/mdx/{pipeline,code-blocks,highlighter}.test.ts',
  ],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testTimeout: 60_000,
})();

// Our .mjs modules (the MDX plugins) are already native ESM: load them as they are.
config.transformIgnorePatterns = [...config.transformIgnorePatterns, '\\.mjs$'];

export default config;
