/**
 * Headers a server deployment adds (middleware.ts). The static export cannot send headers and does
 * not need them to work; hosts that can should send the same set (README, "Deploy").
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
