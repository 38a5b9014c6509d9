import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { sidebarUrls } from '@/lib/nav/sidebar-file';
import type { ComponentType } from 'react';
import type { Lang } from '@/lib/types';
import { findPage } from '@/lib/content/lookup';
import { sectionOf } from '@/lib/urls';
import { getContent } from '@/lib/content/store';
import { elementOf } from '@/lib/metadata/routes';
import { DocPage } from './doc-page';
import { HomePage } from './home-page';
import { ApiOverview } from './api-overview';

/** Renders the page of `content/<lang>/` at `slug`: the one view shared by both language routes. */
export async function ContentRoute({ lang, slug }: { lang: Lang; slug?: string[] }) {
  const page = findPage(lang, slug, getContent());
  if (!page) notFound();
  // The sidebar hydrates from its section's file: start that download with the page's own.
  const sidebar = sidebarUrls(lang)[sectionOf(page.key)];
  if (sidebar) preload(sidebar, { as: 'fetch', crossOrigin: 'anonymous' });
  // No try/catch: a content module that fails to import must fail the build, not render an error page.
  const { default: Content } = (await import(`../content/${page.textLang}/${page.key}.mdx`)) as { default: ComponentType };

  switch (elementOf(page)) {
    case 'HomePage':
      return <HomePage page={page} />;
    case 'OverviewPage':
      return (
        <DocPage page={page} wide>
          <Content />
          <ApiOverview lang={lang} section={sectionOf(page.key)} />
        </DocPage>
      );
    default:
      return (
        <DocPage page={page}>
          <Content />
        </DocPage>
      );
  }
}
