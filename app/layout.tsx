import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { RootHtml } from '@/components/root-html.client';
import { ThemeScript } from '@/components/theme-script';
import { TopLoader } from '@/components/top-loader.client';
import { SITE } from '@/lib/site/constants';
import { withBasePath } from '@/lib/hosting/base-path.mjs';
import './styles/tokens.css';
import './styles/base.css';
import './styles/prose.css';
import './styles/code-tokens.css';
import './styles/components.css';

export const metadata: Metadata = {
  title: { default: SITE.title, template: `%s - ${SITE.title}` },
  description: SITE.description,
  icons: { icon: withBasePath(SITE.icon) },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#121212' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <RootHtml>
      <head>
        <ThemeScript />
        {/* Print styles apply only when printing: the browser fetches them at idle priority, off the critical path. */}
        <link rel="stylesheet" href={withBasePath('/print.css')} media="print" />
      </head>
      <body>
        <TopLoader />
        {children}
      </body>
    </RootHtml>
  );
}
