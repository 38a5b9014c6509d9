import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'bench/results.json', '.vercel/**'] },
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
);
