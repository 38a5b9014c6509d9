/**
 * Bundles the server into one file, dist/server, that plain `node` runs through bin.mjs (the SDK, zod and
 * the site's search engine inside). No extension and no shebang: the repository's ESLint and Prettier,
 * which check every .js and .mjs file and every file with a `node` shebang, leave the build output alone;
 * in this `"type": "module"` folder Node loads it as an ES module. Quiet: `npm run mcp` builds it just
 * before starting the server, whose stdout is the protocol.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUNDLE = path.join(here, 'dist', 'server');

await build({
  entryPoints: [path.join(here, 'src', 'cli.ts')],
  outfile: BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: { js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);" },
  legalComments: 'eof',
  logLevel: 'error',
});
