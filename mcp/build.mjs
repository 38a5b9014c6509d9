/**
 * Bundles the server into one file, dist/rspress-docs-mcp, that runs with plain `node` (the SDK, zod and
 * the site's search engine inside). No extension, as the command is named: the root's ESLint and
 * Prettier, which lint every .js and .mjs, leave the build output alone. Quiet: the file is a stdio
 * server, and `npm run mcp` builds it first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BUNDLE = path.join(here, 'dist', 'rspress-docs-mcp');

await build({
  entryPoints: [path.join(here, 'src', 'cli.ts')],
  outfile: BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: { js: "#!/usr/bin/env node\nimport { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'error',
});
fs.chmodSync(BUNDLE, 0o755);
