import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Lang } from '@/lib/types';

/** One paragraph long enough for the check's length rule in each language. */
export const BODY: Record<Lang, string> = {
  en: 'Each sentence of this page tells the reader something about the feature it documents. '.repeat(8).trim(),
  zh: '本页的每一句话都在向读者说明它所介绍的功能。'.repeat(16),
};

/**
 * A page that passes every rule: frontmatter (title, description, any `frontmatter` lines), one long
 * paragraph on line 6, then `rest` from line 8 (each extra frontmatter line moves both one down).
 */
export function mdx(lang: Lang, title: string, rest: string, frontmatter = ''): string {
  return `---\ntitle: ${title}\ndescription: ${lang === 'en' ? 'What the page is about.' : '本页讲什么。'}\n${frontmatter}---\n\n${BODY[lang]}\n\n${rest}\n`;
}

/** The first line of `text` that contains `needle`, 1-based. */
export function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((line) => line.includes(needle)) + 1;
}

/** A valid two-page content tree; tests break one thing in it. */
export const VALID_TREE: Record<string, string> = {
  'nav.json': '["guide"]',
  'sidebars/guide.json': JSON.stringify([{ label: 'gettingStarted', dir: 'start', items: ['introduction', 'next'] }], null, 2),
  'en/guide/start/introduction.mdx': mdx('en', 'Introduction', '## Why {#why}\n\nBecause. See [next](/guide/start/next#setup).'),
  'zh/guide/start/introduction.mdx': mdx('zh', '介绍', '## 为什么 {#why}\n\n因为。参见[下一页](/zh/guide/start/next#setup)。'),
  'en/guide/start/next.mdx': mdx('en', 'Next', '## Setup {#setup}\n\nDo it.'),
  'zh/guide/start/next.mdx': mdx('zh', '下一页', '## 安装 {#setup}\n\n照做。'),
};

/** Writes a content tree into a fresh temporary folder and returns its path. */
export function makeTree(files: Record<string, string | undefined>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const [file, text] of Object.entries(files)) {
    if (text === undefined) continue;
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
