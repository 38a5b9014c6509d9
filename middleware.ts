import { NextResponse, type NextRequest } from 'next/server';
import bundledRedirects from '@/content/redirects.json';
import { prefersMarkdown } from '@/lib/hosting/accept';
import { findRedirect, type Redirect } from '@/lib/hosting/redirects-match';
import { SECURITY_HEADERS } from '@/lib/hosting/security';
import { readMarkdownTwin, readRedirectTable, serverFilesDir } from '@/lib/hosting/server-files';
import { exportedPath, negotiatedTwinPath } from '@/lib/urls';

/**
 * Runs only in server mode (`npm run start:server`): moved pages answer 308, `/<page>.md` answers
 * the page's Markdown twin, and so does a page's own URL when the request's Accept header prefers
 * Markdown (lib/hosting/accept.ts); every response gets the security headers. The static export has no
 * middleware at run time and does not depend on anything done here (it has redirect pages and
 * twin files instead).
 *
 * A production server reads the twins and the redirect table from what tools/build-steps/postbuild.mts wrote
 * next to the build (`.next/postbuild/`). `NEXT_OUTPUT=server next dev` uses content/redirects.json as
 * it is and has no twins (plain `next dev` has the export's config, which runs no middleware). Node
 * runtime: the edge runtime cannot read files.
 */
const production = process.env.NODE_ENV === 'production';
let redirects: Redirect[] | undefined;

function redirectTable(): Redirect[] {
  if (!production) return bundledRedirects;
  redirects ??= readRedirectTable(serverFilesDir()) ?? bundledRedirects;
  return redirects;
}

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const moved = findRedirect(pathname, redirectTable());
  if (moved) {
    // nextUrl.pathname is the path inside the base path (NEXT_PUBLIC_BASE_PATH); the target gets it back.
    const target = new URL(`${request.nextUrl.basePath}${exportedPath(moved.to)}`, request.url);
    target.search = request.nextUrl.search;
    return withSecurityHeaders(NextResponse.redirect(target, 308));
  }
  const negotiated = negotiatedTwinPath(pathname);
  const wantsTwin = negotiated !== undefined && prefersMarkdown(request.headers.get('accept'));
  const twinPath = pathname.endsWith('.md') ? pathname : wantsTwin ? negotiated : undefined;
  const twin = production && twinPath ? readMarkdownTwin(serverFilesDir(), twinPath) : undefined;
  // A page's URL answers HTML or Markdown by the Accept header: its Markdown answer says so. The HTML
  // answer cannot: Next's page handler sets its own Vary after the middleware, replacing any given here.
  const vary: Record<string, string> = wantsTwin ? { Vary: 'Accept' } : {};
  if (twin !== undefined) {
    return withSecurityHeaders(
      new NextResponse(twin, {
        headers: {
          'Content-Type': 'text/markdown; charset=utf-8',
          'Cache-Control': 'public, max-age=300, must-revalidate',
          ...vary,
        },
      }),
    );
  }
  return withSecurityHeaders(NextResponse.next());
}

export const config = { matcher: ['/((?!_next/static|_next/image).*)'], runtime: 'nodejs' };
