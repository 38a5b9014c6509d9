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
    // Code tokens are coloured by classes; the export has no inline style, and none may appear.
    'no-inline-style': 'error',
  },
};

export default config;
