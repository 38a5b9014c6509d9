import fs from 'node:fs';
import path from 'node:path';
import {
  NGINX_BLOCK_END,
  NGINX_BLOCK_START,
  SECURITY_HEADERS,
  nginxSecurityHeaders,
  withNginxSecurityHeaders,
} from '@/lib/hosting/security';

const NGINX_CONF = fs.readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');

/** The directives of one nesting level inside `server { }`, each with the location it sits in. */
function directives(conf: string): { location: string | null; text: string }[] {
  const found: { location: string | null; text: string }[] = [];
  const stack: string[] = [];
  let statement = '';
  for (const line of conf.split('\n').map((l) => l.replace(/#.*$/, '').trim())) {
    for (const char of line) {
      if (char === '{') {
        stack.push(statement.trim());
        statement = '';
      } else if (char === '}') {
        stack.pop();
        statement = '';
      } else if (char === ';') {
        found.push({ location: stack.findLast((s) => s.startsWith('location')) ?? null, text: statement.trim() });
        statement = '';
      } else statement += char;
    }
    statement += ' ';
  }
  return found;
}

describe('security headers', () => {
  it('are rendered for nginx, sent with error responses too', () => {
    const block = nginxSecurityHeaders({ 'X-Frame-Options': 'DENY' }, '  ');
    expect(block).toBe(`  ${NGINX_BLOCK_START}\n  add_header X-Frame-Options "DENY" always;\n  ${NGINX_BLOCK_END}`);
    expect(() => nginxSecurityHeaders({ Bad: 'say "hi"' })).toThrow(/cannot hold/);
  });

  it('in deploy/nginx.conf are those of lib/hosting/security.ts (else run `npx tsx tools/build-steps/nginx-headers.mts`)', () => {
    expect(withNginxSecurityHeaders(NGINX_CONF)).toBe(NGINX_CONF);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(NGINX_CONF).toContain(`add_header ${name} "${value}" always;`);
    // A changed value is noticed.
    expect(withNginxSecurityHeaders(NGINX_CONF, { ...SECURITY_HEADERS, 'X-Frame-Options': 'SAMEORIGIN' })).not.toBe(NGINX_CONF);
  });

  it('reach every response: no location of deploy/nginx.conf has an add_header of its own', () => {
    // nginx drops the server's add_header lines in a location that adds any header itself.
    const all = directives(NGINX_CONF);
    // The security headers, Cache-Control and Vary.
    expect(all.filter((d) => d.text.startsWith('add_header') && d.location === null).length).toBe(Object.keys(SECURITY_HEADERS).length + 2);
    expect(all.filter((d) => d.text.startsWith('add_header') && d.location !== null)).toEqual([]);
    expect(directives('server { location /a/ { add_header X "y"; } }')).toEqual([{ location: 'location /a/', text: 'add_header X "y"' }]);
  });
});
