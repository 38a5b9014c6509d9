/**
 * Serves out/ as a plain static host would: files as they are, a directory's index.html, a redirect
 * to the trailing slash, 404.html for anything else. No rewrites. `--port N` (default 3000).
 * A build with NEXT_PUBLIC_BASE_PATH=/docs is served under /docs/ (as GitHub Pages serves a project
 * page under /<repo>/); `--base-path /docs` says so explicitly.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import { normalizeBasePath } from '../../lib/hosting/base-path.mjs';

const OPTIONS = { cleanUrls: true, trailingSlash: true, directoryListing: false };

/**
 * What a host answers when a file cannot be served, most often one gone between serve-handler's look and
 * its read (a deploy swapping the folder, a test removing it): a plain error, or a cut connection once the
 * headers are out.
 * @param {http.ServerResponse} response @param {number} status
 */
function answerMissing(response, status) {
  if (response.headersSent) return response.destroy();
  response.writeHead(status, { 'Content-Type': 'text/plain' });
  response.end(status === 404 ? 'Not found' : 'Server error');
}

/**
 * serve-handler's file reads, with the listener it lacks: its stream's failed open is an 'error' event
 * nobody heard, which ended the process.
 * @param {http.ServerResponse} response
 */
const methodsFor = (response) => ({
  createReadStream: (file, options) => fs.createReadStream(file, options).on('error', () => answerMissing(response, 404)),
});

/** `basePath` '' serves out/ at the root; `/docs` serves it under /docs/ and nothing outside it. */
export function createStaticServer(root = path.join(process.cwd(), 'out'), { basePath = '' } = {}) {
  const base = normalizeBasePath(basePath);
  const serve = (request, response) =>
    handler(request, response, { public: root, ...OPTIONS }, methodsFor(response)).catch((error) =>
      answerMissing(response, error?.code === 'ENOENT' ? 404 : 500),
    );
  return http.createServer((request, response) => {
    if (!base) return serve(request, response);
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname === base) {
      response.writeHead(301, { Location: `${base}/${url.search}` });
      return response.end();
    }
    if (!url.pathname.startsWith(`${base}/`)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      return response.end(`Not found: the site is served under ${base}/`);
    }
    // The host sees the path inside the base; its own redirects (the trailing slash) get the base back.
    request.url = request.url.slice(base.length);
    const writeHead = response.writeHead.bind(response);
    response.writeHead = (status, ...rest) => {
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      if (headers?.Location?.startsWith('/')) headers.Location = `${base}${headers.Location}`;
      return writeHead(status, ...rest);
    };
    return serve(request, response);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = (name) => (process.argv.indexOf(name) > -1 ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const port = Number(flag('--port') ?? (process.env.PORT || 3000));
  const basePath = normalizeBasePath(flag('--base-path') ?? process.env.NEXT_PUBLIC_BASE_PATH);
  createStaticServer(undefined, { basePath }).listen(port, () => {
    const home = `http://localhost:${port}${basePath}/`;
    console.log(`Rspress docs: ${home}  (Chinese: ${home}zh/)`);
  });
}
