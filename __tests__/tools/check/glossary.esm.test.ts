import fs from 'node:fs';
import path from 'node:path';
import { findRejectedForms, glossaryProblems, parseRejectedForms, type RejectedForm } from '@/tools/check/glossary';
import { makeTree, mdx, VALID_TREE } from '../../lib/content/fixture';
import { runTs } from '../../run-ts';

const ROOT = process.cwd();

const GLOSSARY = `# Chinese terminology

| English | 中文 | note |
| --- | --- | --- |
| overview page | 概览页 | |

## Rejected forms {#rejected-forms}

| rejected | use | match | why |
| --- | --- | --- | --- |
| \`预览页\` | 概览页 | text | 预览 means preview |
| \`svg\` | SVG | word | capitals |
| \`Dev server\` | 开发服务器 | word | English phrase |
| not code | x | text | ignored: the form is no code span |
`;

const forms = parseRejectedForms(GLOSSARY);
const found = (source: string) => findRejectedForms(source, forms).map((w) => `${w.line}:${w.column} ${w.form.rejected}`);

describe('glossary rejected forms', () => {
  it('reads the table: literal, replacement, match kind and reason', () => {
    expect(forms).toEqual<RejectedForm[]>([
      { rejected: '预览页', use: '概览页', match: 'text', why: '预览 means preview' },
      { rejected: 'svg', use: 'SVG', match: 'word', why: 'capitals' },
      { rejected: 'Dev server', use: '开发服务器', match: 'word', why: 'English phrase' },
    ]);
  });

  it('the site glossary has a rejected-forms table the check reads', () => {
    const site = parseRejectedForms(fs.readFileSync(path.join(ROOT, 'content/glossary.md'), 'utf8'));
    expect(site).toContainEqual(expect.objectContaining({ rejected: '预览页', use: '概览页' }));
    expect(site).toContainEqual(expect.objectContaining({ rejected: 'Wrap code', match: 'word' }));
  });

  it('the Chinese pages of the site use none of its rejected forms', () => {
    expect(glossaryProblems(path.join(ROOT, 'content')).map((problem) => problem.message)).toEqual([]);
  });

  it('the site glossary refuses corner quotes in Chinese prose: curly quotes are the house style', () => {
    const site = parseRejectedForms(fs.readFileSync(path.join(ROOT, 'content/glossary.md'), 'utf8'));
    expect(site).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rejected: '「', use: '“', match: 'text' }),
        expect.objectContaining({ rejected: '」', use: '”', match: 'text' }),
        expect.objectContaining({ rejected: '『', use: '‘', match: 'text' }),
        expect.objectContaining({ rejected: '』', use: '’', match: 'text' }),
      ]),
    );
    const quotes = site.filter((form) => /[「」『』]/.test(form.rejected));
    const source = [
      '---',
      'title: 「容器」',
      '---',
      '',
      '容器的用法见「使用 MDX」页面，也叫『提示框』。',
      '',
      '> 引用里的「标题」',
      '',
      '写成 `「x」` 或 “使用 MDX”，{"「"}。',
      '',
      '```ts',
      'console.log(`正在构建「${title}」`);',
      '```',
    ].join('\n');
    expect(findRejectedForms(source, quotes).map((w) => `${w.line}:${w.column} ${w.form.rejected} → ${w.form.use}`)).toEqual([
      '2:8 「 → “',
      '2:11 」 → ”',
      '5:7 「 → “',
      '5:14 」 → ”',
      '5:20 『 → ‘',
      '5:24 』 → ’',
      '7:7 「 → “',
      '7:10 」 → ”',
    ]);
  });

  it('finds forms in prose, headings, link text, alt text and frontmatter title/description, at file positions', () => {
    const source = [
      '---',
      'title: 预览页',
      'description: 启动 Dev server',
      '---',
      '',
      '## 预览页 {#overview}',
      '',
      '打开[预览页](/zh/api/)。',
      '',
      '![预览页截图](https://example.com/a.png)',
    ].join('\n');
    expect(found(source)).toEqual(['2:8 预览页', '3:17 Dev server', '6:4 预览页', '8:4 预览页', '10:3 预览页']);
  });

  it('ignores code blocks, inline code, URLs, heading ids, imports and JSX expressions', () => {
    const source = [
      "import X from '../fragments/预览页.mdx';",
      '',
      '## 概览 {#svg}',
      '',
      '写 `预览页` 或 [链接](/zh/预览页)，{"预览页"}。',
      '',
      '```ts',
      "const page = '预览页';",
      '```',
    ].join('\n');
    expect(found(source)).toEqual([]);
  });

  it('matches a word form only as a whole word', () => {
    expect(found('把 logo.svg、@scope/svg、svgIcon 换成 svg 图标。')).toEqual(['1:34 svg']);
  });

  it('npm run check warns (file:line:column, what to write) and still passes', () => {
    const zh = 'zh/guide/start/next.mdx';
    const root = makeTree({
      ...VALID_TREE,
      'glossary.md': GLOSSARY,
      [zh]: mdx('zh', '下一页', '打开预览页。\n\n## 安装 {#setup}\n\n照做。'),
    });
    const result = runTs(path.join(ROOT, 'tools/check/content.ts'), ['--root', root], { cwd: path.dirname(root) });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/content check passed/);
    expect(result.stderr).toMatch(
      /zh\/guide\/start\/next\.mdx:8:3 "预览页" is a rejected form \(预览 means preview\)\n {2}→ write "概览页"/,
    );
  });

  it('npm run check warns about corner quotes at each quote mark, with the curly quote to write', () => {
    const zh = 'zh/guide/start/next.mdx';
    const root = makeTree({
      ...VALID_TREE,
      'glossary.md': fs.readFileSync(path.join(ROOT, 'content/glossary.md'), 'utf8'),
      [zh]: mdx('zh', '下一页', '详见「使用 MDX」。\n\n## 安装 {#setup}\n\n照做。'),
    });
    const result = runTs(path.join(ROOT, 'tools/check/content.ts'), ['--root', root], { cwd: path.dirname(root) });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(
      /zh\/guide\/start\/next\.mdx:8:3 "「" is a rejected form \(Chinese pages quote with curly double quotes “…”, not corner quotes\)\n {2}→ write "“"/,
    );
    expect(result.stderr).toMatch(/zh\/guide\/start\/next\.mdx:8:10 "」" is a rejected form .*\n {2}→ write "”"/);
  });
});
