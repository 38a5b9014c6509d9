import { NextResponse } from 'next/server';
import { SECURITY_HEADERS } from '@/lib/site/security';

/**
 * Runs only in server mode (`NEXT_OUTPUT=server`, e.g. preview deployments): the static export has no
 * middleware at run time and does not depend on anything done here.
 */
export function middleware() {
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = { matcher: ['/((?!_next/static|_next/image).*)'] };
