import { NextResponse, type NextRequest } from 'next/server';
import redirects from '@/content/redirects.json';
import { findRedirect } from '@/lib/site/redirects-match';
import { SECURITY_HEADERS } from '@/lib/site/security';

/**
 * Runs only in server mode (`NEXT_OUTPUT=server`, e.g. preview deployments): moved pages answer 308,
 * every response gets the security headers. The static export has no middleware at run time and
 * does not depend on anything done here (it has redirect pages instead).
 */
export function middleware(request: NextRequest) {
  // nextUrl.pathname is the path inside the base path (NEXT_PUBLIC_BASE_PATH); the target gets it back.
  const moved = findRedirect(request.nextUrl.pathname, redirects);
  const target = moved && new URL(`${request.nextUrl.basePath}${moved.to}`, request.url);
  const response = target ? NextResponse.redirect(target, 308) : NextResponse.next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = { matcher: ['/((?!_next/static|_next/image).*)'] };
