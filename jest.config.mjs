import nextJest from 'next/jest.js';

/** Components and pure lib functions, in jsdom, through Next's SWC transform. */
const createJestConfig = nextJest({ dir: './' });

const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', '@docsearch', '@algolia', 'react-medium-image-zoom'];

const config = await createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  testMatch: ['<rootDir>/__tests__/{components,lib}/**/*.test.{ts,tsx}'],
  // Native ESM (unified, MDX): run by jest.esm.config.mjs.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/__tests__/lib/(content|site|samples)/',
    '<rootDir>/__tests__/lib/mdx/(pipeline|code-blocks|highlighter)\\.test\\.ts$',
  ],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
})();

// next/jest sets its own ignore list; allow the ESM-only packages through the transform.
config.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];

export default config;
