'use client';

import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { takeScroll } from '@/lib/browser/stale-build';
import { HTML_LANG } from '@/lib/i18n/locales';
import { langFromPath } from '@/lib/urls';

/**
 * `<html lang>` from the path, right in the static HTML and after every client navigation. Why a
 * client component: the one root layout has no params (English has no URL prefix, so there is no
 * `[lang]` segment for `next/root-params` to read), and a root layout per language would make every
 * language switch a full page load. `usePathname` is the one source both languages share. `class`
 * (the theme) belongs to the blocking theme script.
 */
export function RootHtml({ children }: { children: ReactNode }) {
  const lang = HTML_LANG[langFromPath(usePathname() ?? '/')];
  // Loaded again into a new build (components/stale-build.ts): back where the reader was.
  useEffect(() => {
    const y = takeScroll(sessionStorage, location.href);
    if (y !== undefined) window.scrollTo(0, y);
  }, []);
  return (
    <html lang={lang} suppressHydrationWarning>
      {children}
    </html>
  );
}
