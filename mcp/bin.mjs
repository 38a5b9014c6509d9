#!/usr/bin/env node
// The command: runs the bundle that `node mcp/build.mjs` writes (build.mjs says why it has no extension).
import fs from 'node:fs';

const bundle = new URL('./dist/server', import.meta.url);
if (!fs.existsSync(bundle)) {
  console.error('rspress-docs-mcp: mcp/dist/server is missing: build it with `npm run mcp -- --version` (or node mcp/build.mjs)');
  process.exit(2);
}
await import(bundle.href);
