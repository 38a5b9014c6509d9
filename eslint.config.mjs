import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const messagesImport = {
  name: '@/lib/i18n/messages',
  importNames: ['messagesOf', 'translatorOf'],
  message: 'Components read text with getTranslations (server) or take it as props (client leaves).',
};
const linkImport = {
  name: 'next/link',
  message: 'Link to a page with SiteLink (components/site-link.client.tsx): it prefetches on intent, not on view.',
};

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'out/**',
      'node_modules/**',
      'next-env.d.ts',
      'tools/bench/results.json',
      'tools/bench/scale-results.json',
      '.vercel/**',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  // Next's preset registers jsx-a11y with a few rules; the full recommended set applies here.
  { rules: jsxA11y.flatConfigs.recommended.rules },
  {
    rules: {
      // The static export has no image optimizer (images.unoptimized); logos are remote files with fixed sizes.
      '@next/next/no-img-element': 'off',
    },
  },
  { rules: reactHooks.configs['recommended-latest']?.rules ?? reactHooks.configs.recommended.rules },
  {
    rules: {
      // The TypeScript convention: a leading underscore marks a parameter or binding kept on purpose (a mock's signature, an omitted key).
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // UI text lives in messages/ (next-intl): no literal words in the markup of the site's own components.
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'mdx-components.tsx'],
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true, allowedStrings: ['404', 'K', '#', '·', '/'] }],
      'no-restricted-imports': ['error', { paths: [messagesImport, linkImport] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder)$/] > Literal[value=/[A-Za-z\\u4e00-\\u9fff]/]',
          message: 'Read user-facing text from messages/ through next-intl (getTranslations / props), not a literal.',
        },
      ],
    },
  },
  {
    // The one place that wraps next/link.
    files: ['components/site-link.client.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [messagesImport] }] },
  },
);
