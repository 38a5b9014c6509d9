import { buildContentIndex } from '@/lib/content';
import { loadContent } from '@/lib/content/load';
import type { Lang } from '@/lib/types';
import { makeTree, mdx } from '../content/fixture';

const home = (lang: Lang, tagline: string) => `---
pageType: home
title: Rspress
titleSuffix: ${lang === 'en' ? 'Docs' : '文档'}
hero:
  name: Rspress
  text: Fast
  tagline: ${tagline}
  actions:
    - theme: brand
      text: Start
      link: /guide/start/introduction
  image:
    src: /logo.png
    alt: Logo
features:
  - title: Fast
    details: Very.
    icon: 🔥
---
`;

/**
 * A small site with every kind of page: a home page, two sections, an overview page, and a page that
 * awaits its Chinese translation (`guide/start/next`). Tests of lib/ run on it, never on the live site.
 */
export const SITE_TREE: Record<string, string> = {
  'nav.json': '["guide", "api"]',
  'sidebars/guide.json': JSON.stringify([{ label: 'gettingStarted', dir: 'start', items: ['introduction', 'next'] }]),
  'sidebars/api.json': JSON.stringify([{ page: 'index', label: 'apiOverview' }, 'commands']),
  'en/index.mdx': home('en', 'Build docs.'),
  'zh/index.mdx': home('zh', '构建文档。'),
  'en/guide/start/introduction.mdx': mdx('en', 'Introduction', '## Why {#why}\n\nBecause.'),
  'zh/guide/start/introduction.mdx': mdx('zh', '介绍', '## 为什么 {#why}\n\n因为。'),
  'en/guide/start/next.mdx': mdx('en', 'Next steps', '## Deploy {#deploy}\n\nShip it.', 'awaitingTranslation: true\n'),
  'en/api/index.mdx': '---\ntitle: API Overview\noverview: true\n---\n\nEvery API.\n',
  'zh/api/index.mdx': '---\ntitle: API 概览\noverview: true\n---\n\n所有 API。\n',
  'en/api/commands.mdx': mdx('en', 'Commands', '## dev {#dev}\n\nStart.\n\n## build {#build}\n\nBuild.'),
  'zh/api/commands.mdx': mdx('zh', '命令', '## dev {#dev}\n\n启动。\n\n## build {#build}\n\n构建。'),
};

/** The fixture site's content index, built from a fresh temporary copy. */
export function siteIndex(files: Record<string, string | undefined> = {}) {
  const root = makeTree({ ...SITE_TREE, ...files, 'public/logo.png': 'png' });
  return buildContentIndex(loadContent(root, root));
}
