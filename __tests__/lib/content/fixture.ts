import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A valid two-page content tree; tests break one thing in it. */
export const VALID_TREE: Record<string, string> = {
  'nav.json': '["guide"]',
  'sidebars/guide.json': JSON.stringify([{ label: 'gettingStarted', dir: 'start', items: ['introduction', 'next'] }]),
  'en/guide/start/introduction.mdx':
    '---\ntitle: Introduction\n---\n\nOpening text.\n\n## Why {#why}\n\nBecause. See [next](/guide/start/next#setup).\n',
  'zh/guide/start/introduction.mdx':
    '---\ntitle: 介绍\n---\n\n开头。\n\n## 为什么 {#why}\n\n因为。参见[下一页](/zh/guide/start/next#setup)。\n',
  'en/guide/start/next.mdx': '---\ntitle: Next\n---\n\nText.\n\n## Setup {#setup}\n\nDo it.\n',
  'zh/guide/start/next.mdx': '---\ntitle: 下一页\n---\n\n正文。\n\n## 安装 {#setup}\n\n照做。\n',
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
