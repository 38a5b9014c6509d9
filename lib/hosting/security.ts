/**
 * Headers every response of the site should carry. Server mode sends them from middleware.ts;
 * deploy/nginx.conf sends the same set (its block is `nginxSecurityHeaders()`, checked by
 * __tests__/lib/hosting/security.esm.test.ts). The static export works without them.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    // Next inlines its flight data and our theme script; both are first-party.
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    "font-src 'self' data:",
    // Hosted DocSearch, when configured, queries Algolia.
    "connect-src 'self' https://*.algolia.net https://*.algolianet.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export const NGINX_BLOCK_START = '# BEGIN security headers: generated from lib/hosting/security.ts';
export const NGINX_BLOCK_END = '# END security headers';

/**
 * The headers as nginx directives, the block between the two markers of deploy/nginx.conf.
 * `always` sends them with error responses (the 404 page) too.
 */
export function nginxSecurityHeaders(headers: Record<string, string> = SECURITY_HEADERS, indent = '    '): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/["\\$\n]/.test(value)) throw new Error(`${name}: a header value for nginx cannot hold " \\ $ or a line break`);
    return `${indent}add_header ${name} "${value}" always;`;
  });
  return [`${indent}${NGINX_BLOCK_START}`, ...lines, `${indent}${NGINX_BLOCK_END}`].join('\n');
}

/** An nginx configuration with its generated block (between the markers) rendered afresh, keeping its indentation. */
export function withNginxSecurityHeaders(conf: string, headers: Record<string, string> = SECURITY_HEADERS): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const block = new RegExp(`^([ \\t]*)${escape(NGINX_BLOCK_START)}\\n[\\s\\S]*?^[ \\t]*${escape(NGINX_BLOCK_END)}$`, 'm');
  const match = block.exec(conf);
  if (!match) throw new Error(`no "${NGINX_BLOCK_START}" … "${NGINX_BLOCK_END}" block`);
  return conf.replace(block, () => nginxSecurityHeaders(headers, match[1]));
}
