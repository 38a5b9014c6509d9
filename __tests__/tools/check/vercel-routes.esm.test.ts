import fs from 'node:fs';
import path from 'node:path';
import { routeRequest } from '../../../tools/check/vercel-routes';
import { ACCEPT } from '../../../tools/check/accept-headers';

/** vercel.json's own routes, which `vercel build` puts first in .vercel/output/config.json. */
const { routes } = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8'));

describe("vercel.json's routes, walked as the Vercel check walks config.json", () => {
  it("send an agent's request for a page to its twin at the page's URL + .md, the home page to /index.md", () => {
    for (const [url, twin] of [
      ['/', '/index.md'],
      ['/zh/', '/zh.md'],
      ['/api/', '/api.md'],
      ['/guide/start/introduction/', '/guide/start/introduction.md'],
      ['/zh/guide/basic/deploy', '/zh/guide/basic/deploy.md'],
    ]) {
      for (const accept of [ACCEPT.agent, ACCEPT.agentWithFallbacks]) {
        expect(routeRequest(routes, url, { accept })).toEqual({
          pathname: twin,
          headers: { vary: 'Accept', 'content-type': 'text/markdown; charset=utf-8' },
          status: undefined,
        });
      }
    }
  });

  it("leave a browser's request and a file alone, and mark a page's answer as varying by Accept", () => {
    expect(routeRequest(routes, '/api/', { accept: ACCEPT.browser })).toEqual({
      pathname: '/api/',
      headers: { vary: 'Accept' },
      status: undefined,
    });
    expect(routeRequest(routes, '/api/', {})).toEqual({ pathname: '/api/', headers: { vary: 'Accept' }, status: undefined });
    expect(routeRequest(routes, '/llms.txt', { accept: ACCEPT.agent })).toEqual({ pathname: '/llms.txt', headers: {}, status: undefined });
  });

  it('model a `continue` route, a status and a missing header as Vercel does', () => {
    const model = [
      { src: '/old', status: 308, headers: { Location: '/new' } },
      { src: '^/(?<rest>.*)$', missing: [{ type: 'header', key: 'x-skip' }], dest: '/in/$rest', continue: true },
      { src: '^/in/(.*)$', dest: '/$1.html' },
      { handle: 'filesystem' },
      { src: '^/(.*)$', dest: '/never' },
    ];
    expect(routeRequest(model, '/old', {})).toEqual({ pathname: '/old', headers: { location: '/new' }, status: 308 });
    // `src` matches the whole path, as on Vercel: /x/old is not /old.
    expect(routeRequest(model, '/x/old', {})).toEqual({ pathname: '/x/old.html', headers: {}, status: undefined });
    expect(routeRequest(model, '/a', {})).toEqual({ pathname: '/a.html', headers: {}, status: undefined });
    expect(routeRequest(model, '/a', { 'x-skip': '1' })).toEqual({ pathname: '/a', headers: {}, status: undefined });
  });
});
