import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentInvariants } from './invariants';
import { checkContent } from '../../tools/check/content-check';

const ROOT = process.cwd();

/** README's writer workflows, done as a writer does them, on a copy of content/: no test is edited. */
describe("README's writer workflows on a copy of content/", () => {
  const content = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'writer-')), 'content');
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const file = (rel: string) => path.join(content, rel);
  const write = (rel: string, text: string) => fs.writeFileSync(file(rel), text);
  const json = (rel: string) => JSON.parse(fs.readFileSync(file(rel), 'utf8'));
  const writeJson = (rel: string, value: unknown) => write(rel, `${JSON.stringify(value, null, 2)}\n`);

  /** The "features" group of the guide sidebar (dir `basic`), where the new page goes. */
  const features = (sidebar: { dir?: string; items?: string[] }[]) => sidebar.find((group) => group.dir === 'basic')!.items!;
  const editSidebar = (edit: (items: string[]) => void) => {
    const sidebar = json('sidebars/guide.json');
    edit(features(sidebar));
    writeJson('sidebars/guide.json', sidebar);
  };
  const addRedirects = (...entries: { from: string; to: string }[]) =>
    writeJson('redirects.json', [...(fs.existsSync(file('redirects.json')) ? json('redirects.json') : []), ...entries]);

  /** `npm run check -- --root <copy>` in this process (its printing aside, tools/check/content.ts): what it reports. */
  const check = () => {
    const { errors, warnings } = checkContent(content);
    return { errors: errors.map((error) => error.message).join('\n'), warnings: warnings.map(({ problem }) => problem.message).join('\n') };
  };
  const expectGreen = () => {
    const result = check();
    expect(result.errors).toBe('');
    expect(contentInvariants(content)).toEqual([]);
    return result;
  };

  const en = (title: string) => `---
title: ${title}
description: How to add your own page to the guide, from the first file to the preview.
---

A page of the guide explains one task from start to finish. This one shows what a writer does to add a
page: create the file in both languages, give every heading an explicit id, list the page in its
section's sidebar, and run the content check, which names each problem with its file, line and column
and says what to change. Previewing the page in the development server shows it as readers will see it,
in both languages, with its outline, its place in the sidebar and the links to the pages before and after it.

## Create the file {#create-the-file}

Put the file where its address should be; the path below content/en becomes the URL.

## Run the check {#run-the-check}

Run the check before you commit, and fix what it reports until it passes.
`;
  const zh = `---
title: 编写页面
description: 从第一个文件到预览，介绍如何在指南中新增一个页面。
---

指南中的每个页面都完整讲解一项任务。本页介绍作者新增页面要做的事：用两种语言创建文件，为每个标题写上显式 ID，
把页面加入所在板块的侧边栏，然后运行内容检查；检查会给出每个问题所在的文件、行号和列号，并说明该怎么改。
启动开发服务器后打开这个页面，看到的就是读者将看到的样子：两种语言的正文、右侧的大纲、它在侧边栏中的位置，
以及页面底部指向上一页和下一页的链接。写完之后，再对照英文页面通读一遍，确认两种语言的标题一一对应、
说的是同一件事，示例代码也保持一致。这样读者无论从哪种语言进入，得到的信息都完整而准确。

## 创建文件 {#create-the-file}

把文件放在与页面地址对应的位置：content/zh 之下的路径就是 URL。

## 运行检查 {#run-the-check}

提交之前运行检查，按提示修改，直到检查通过。
`;

  /**
   * A page name of the basic group that no live page has: README's own example, `my-page`, is what a
   * writer who follows it adds to the live content, and this copy starts from that content.
   */
  const fresh = (name: string) => {
    const taken = (slug: string) => ['en', 'zh'].some((lang) => fs.existsSync(file(`${lang}/guide/basic/${slug}.mdx`)));
    let slug = name;
    for (let n = 2; taken(slug); n++) slug = `${name}-${n}`;
    return slug;
  };
  const page = fresh('my-page');
  const moved = fresh('my-guide');
  const later = fresh('later');

  it('starts from content that passes', () => {
    expectGreen();
  });

  it('"Write a page": English and Chinese files with heading ids, listed in the sidebar', () => {
    write(`en/guide/basic/${page}.mdx`, en('Write a page'));
    write(`zh/guide/basic/${page}.mdx`, zh);
    editSidebar((items) => items.push(page));
    expectGreen();
  });

  it('"Move or rename a page": both files moved, the sidebar renamed, a redirect per language', () => {
    for (const lang of ['en', 'zh']) fs.renameSync(file(`${lang}/guide/basic/${page}.mdx`), file(`${lang}/guide/basic/${moved}.mdx`));
    editSidebar((items) => items.splice(items.indexOf(page), 1, moved));
    addRedirects(
      { from: `/guide/basic/${page}`, to: `/guide/basic/${moved}` },
      { from: `/zh/guide/basic/${page}`, to: `/zh/guide/basic/${moved}` },
    );
    expectGreen();
  });

  it('"Delete a page": both files and the sidebar entry gone, its addresses sent to the page that replaces it', () => {
    for (const lang of ['en', 'zh']) fs.rmSync(file(`${lang}/guide/basic/${moved}.mdx`));
    editSidebar((items) => items.splice(items.indexOf(moved), 1));
    // Until the redirects follow, the check names the entry that points at the deleted page.
    expect(check().errors).toMatch(new RegExp(`redirects\\.json:\\d+:\\d+ entry \\d+: "/guide/basic/${moved}" matches no page`));
    writeJson(
      'redirects.json',
      json('redirects.json').map((entry: { from: string; to: string }) => ({
        ...entry,
        to: entry.to.replace(`/guide/basic/${moved}`, '/guide/basic/deploy'),
      })),
    );
    addRedirects(
      { from: `/guide/basic/${moved}`, to: '/guide/basic/deploy' },
      { from: `/zh/guide/basic/${moved}`, to: '/zh/guide/basic/deploy' },
    );
    expectGreen();
  });

  it('"Translate later": an English page marked awaitingTranslation lands without its Chinese file, with a warning', () => {
    write(`en/guide/basic/${later}.mdx`, en('Translate later').replace('---\n\n', 'awaitingTranslation: true\n---\n\n'));
    editSidebar((items) => items.push(later));
    const result = expectGreen();
    expect(result.warnings).toMatch(new RegExp(`en/guide/basic/${later}\\.mdx:4:1 awaiting its zh translation for \\d+ days?`));
  });

  it('"Translate later", then translated: the Chinese file lands and the mark goes', () => {
    write(`zh/guide/basic/${later}.mdx`, zh.replace('title: 编写页面', 'title: 稍后翻译'));
    expect(check().errors).toMatch(new RegExp(`${later}\\.mdx:4:1 the page awaits a zh translation that exists`));
    write(
      `en/guide/basic/${later}.mdx`,
      fs.readFileSync(file(`en/guide/basic/${later}.mdx`), 'utf8').replace('awaitingTranslation: true\n', ''),
    );
    expectGreen();
  });
});
