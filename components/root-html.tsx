'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { HTML_LANG, langFromPath } from '@/lib/i18n/locales';

/**
 * The root layout has no params, so `<html lang>` is set here from the path: right in the static
 * HTML and after every client navigation. `class` (the theme) belongs to the blocking script.
 */
export function RootHtml({ head, children }: { head: ReactNode; children: ReactNode }) {
  const lang = HTML_LANG[langFromPath(usePathname() ?? '/')];
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>{head}</head>
      <body>{children}</body>
    </html>
  );
}
