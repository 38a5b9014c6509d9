/**
 * The line between browser and server code, checked by `npm run lint` (dependency-cruiser follows every
 * import, dynamic ones included, from each client file through lib/). @type {import('dependency-cruiser').IConfiguration}
 */
const config = {
  forbidden: [
    {
      name: 'browser-code-reaches-node',
      comment:
        'Code that runs in the browser (a *.client.tsx file and everything it imports, lib/ included) never reaches a Node built-in: move that code to a module only the server imports.',
      severity: 'error',
      from: { path: '\\.client\\.tsx?$' },
      to: {
        reachable: true,
        path: '^(node:)?(fs|path|zlib|crypto|child_process|os|url|http|https|net|stream|module|worker_threads|util|vm|v8|readline|perf_hooks)$',
      },
    },
    {
      name: 'browser-code-reaches-server-api',
      comment:
        'Code that runs in the browser never reaches an API of the server render (next-intl/server, next/headers): read the text on the server and pass it as props.',
      severity: 'error',
      from: { path: '\\.client\\.tsx?$' },
      to: { reachable: true, path: ['^node_modules/next-intl/dist/[^/]+/[^/]+/server[.]', '^node_modules/next/headers[.]js$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|out|__tests__)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

export default config;
