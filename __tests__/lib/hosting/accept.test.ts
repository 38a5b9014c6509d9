import fs from 'node:fs';
import path from 'node:path';
import { prefersMarkdown } from '@/lib/hosting/accept';
import { ACCEPT } from '../../../tools/check/accept-headers';

const { agent: AGENT, agentWithFallbacks: AGENT_WITH_FALLBACKS, browser: BROWSER } = ACCEPT;

describe('prefersMarkdown', () => {
  it('answers Markdown to the common agent headers and HTML to a browser', () => {
    expect(prefersMarkdown(AGENT)).toBe(true);
    expect(prefersMarkdown(AGENT_WITH_FALLBACKS)).toBe(true);
    expect(prefersMarkdown(BROWSER)).toBe(false);
  });

  it('lets HTML win only when it weighs more', () => {
    expect(prefersMarkdown('text/markdown, text/html;q=0.5')).toBe(true);
    expect(prefersMarkdown('text/html;q=0.5, text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0.5, text/html')).toBe(false);
    expect(prefersMarkdown('text/markdown, text/html')).toBe(true);
    expect(prefersMarkdown('text/markdown;q=0.9, text/html;q=0.8')).toBe(true);
  });

  it('counts wildcards for HTML, never for Markdown', () => {
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/*')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.5, */*')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.5, text/*;q=0.6')).toBe(false);
    expect(prefersMarkdown('text/markdown, */*')).toBe(true);
    // The most specific entry decides: text/html at 0.1 under a */* at 1.
    expect(prefersMarkdown('text/markdown;q=0.5, text/html;q=0.1, */*')).toBe(true);
  });

  it('reads types and weights loosely cased and spaced', () => {
    expect(prefersMarkdown('Text/Markdown ; Q=1.0 , TEXT/HTML;q=0.2')).toBe(true);
    expect(prefersMarkdown('text/markdown; charset=utf-8')).toBe(true);
  });

  it('gives HTML to no header, a refused Markdown, and malformed weights', () => {
    expect(prefersMarkdown(null)).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=2')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=abc')).toBe(false);
    expect(prefersMarkdown(',,;')).toBe(false);
  });
});

/** The pattern deploy/nginx.conf (its Accept map) and vercel.json (its `has` conditions) match Accept with. */
function hostPatterns(): { nginx: string; vercel: string[] } {
  const conf = fs.readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  const nginx = /map \$http_accept \$accepts_markdown \{[^}]*?"~\*([^"]+)" 1;/.exec(conf)?.[1];
  if (!nginx) throw new Error('deploy/nginx.conf: no `map $http_accept $accepts_markdown` with one pattern');
  const vercel = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'vercel.json'), 'utf8')) as {
    routes: { has?: { key: string; value: string }[] }[];
  };
  return { nginx, vercel: vercel.routes.flatMap((route) => route.has ?? []).map((has) => has.value) };
}

describe('the Accept rule of nginx and Vercel', () => {
  const { nginx, vercel } = hostPatterns();
  // nginx matches case-blind (~*); Vercel matches the value whole.
  const nginxSays = (accept: string) => new RegExp(nginx, 'i').test(accept);
  const vercelSays = (accept: string) => new RegExp(`^(?:${vercel[0]})$`).test(accept);

  it('is one pattern, the same in both files', () => {
    expect(vercel.length).toBe(2);
    expect(new Set(vercel)).toEqual(new Set([nginx]));
  });

  it('agrees with prefersMarkdown on the common headers and on weights it can read', () => {
    for (const accept of [
      AGENT,
      AGENT_WITH_FALLBACKS,
      BROWSER,
      'text/markdown, text/html;q=0.5',
      'text/markdown;q=0.5, text/html',
      'text/markdown, */*',
      'text/markdown;q=0.5, */*',
      '*/*',
      '',
    ]) {
      expect([accept, nginxSays(accept), vercelSays(accept)]).toEqual([accept, prefersMarkdown(accept), prefersMarkdown(accept)]);
    }
  });

  it('gives HTML where only q-values could tell (as the comment in deploy/nginx.conf says)', () => {
    for (const accept of ['text/markdown, text/html', 'text/markdown;q=0.9, text/html;q=0.8']) {
      expect(prefersMarkdown(accept)).toBe(true);
      expect(nginxSays(accept) || vercelSays(accept)).toBe(false);
    }
  });
});
