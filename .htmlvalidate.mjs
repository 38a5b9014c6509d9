/**
 * html-validate over every exported page (`__tests__/browser/html-validate.test.ts`): the recommended
 * preset, less what React's own serialisation of the page breaks.
 */
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed: <meta/>, <link/>, <img/>.
    'void-style': 'off',
    // React keeps the DOM property's case for some attributes: charSet, hrefLang, dateTime, noModule.
    'attr-case': 'off',
    // React writes boolean attributes with an empty value: async="", hidden="", noModule="".
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // HTML allows any id without whitespace; React's useId writes _R_…, and headings keep Rspress's anchors (#1-basic-structure).
    'valid-id': ['error', { relaxed: true }],
    // The highlighter colours each token through inline CSS variables (shiki's dual themes); nothing else may be inline.
    'no-inline-style': [
      'error',
      {
        allowedProperties: [
          'display',
          '--shiki-light',
          '--shiki-dark',
          '--shiki-light-font-style',
          '--shiki-dark-font-style',
          '--shiki-light-font-weight',
          '--shiki-dark-font-weight',
          '--shiki-light-text-decoration',
          '--shiki-dark-text-decoration',
        ],
      },
    ],
  },
};

export default config;
