/**
 * Serves out/ as a plain static host would: files as they are, a directory's index.html, a redirect
 * to the trailing slash, 404.html for anything else. No rewrites. `--port N` (default 3000).
 */
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';

export function createStaticServer(root = path.join(process.cwd(), 'out')) {
  return http.createServer((request, response) =>
    handler(request, response, { public: root, cleanUrls: true, trailingSlash: true, directoryListing: false }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--port');
  const port = Number(flag > -1 ? process.argv[flag + 1] : process.env.PORT || 3000);
  createStaticServer().listen(port, () => {
    console.log(`Rspress docs: http://localhost:${port}/  (Chinese: http://localhost:${port}/zh/)`);
  });
}
