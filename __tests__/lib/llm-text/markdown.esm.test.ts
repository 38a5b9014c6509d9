import { findPage } from '@/lib/content/lookup';
import { pageMarkdown } from '@/lib/llm-text/markdown';
import { buildPage } from '@/lib/content/page';
import { getContent } from '@/lib/content/store';

const index = getContent();

describe('pageMarkdown', () => {
  it('writes clean Markdown: title, callouts as quotes, install tabs as one code block, no JSX, absolute links', () => {
    const md = pageMarkdown(findPage('en', ['guide', 'start', 'getting-started'], index)!);
    expect(md.startsWith('# Quick start\n')).toBe(true);
    const prose = md.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
    expect(prose).not.toMatch(/^import /m);
    expect(prose).not.toMatch(/\{#[a-z0-9-]+\}/);
    expect(md).toMatch(/```bash\nnpm .*\nyarn .*\npnpm .*\nbun .*\n```/);
    expect(md).toMatch(/\]\(https:\/\/rspress\.dev\//);
  });

  it('starts with the title, the description and the address of the page, in its language', () => {
    const md = pageMarkdown(findPage('zh', ['guide', 'start', 'getting-started'], index)!);
    const page = findPage('zh', ['guide', 'start', 'getting-started'], index)!;
    expect(
      md.startsWith(
        `# ${page.record.title}\n\n> ${page.record.frontmatter.description}\n\n来源：https://rspress.dev/zh/guide/start/getting-started/\n\n`,
      ),
    ).toBe(true);
  });

  it('includes fragments in the twin of a page that imports them', () => {
    const md = pageMarkdown(findPage('zh', ['guide', 'default-theme', 'components'], index)!);
    expect(md).toMatch(/^## Badge\b/m);
  });

  it('turns callouts into quotes headed by their title, or by their kind', () => {
    const files = new Map([['en/x.mdx', '---\ntitle: X\n---\n\n:::warning[Careful]\nBody.\n:::\n\n:::tip\nHint.\n:::\n']]);
    const md = pageMarkdown(buildPage({ lang: 'en', relativePath: 'x.mdx', files, where: (rel) => rel }, [])!);
    expect(md).toBe('# X\n\nSource: https://rspress.dev/x/\n\n> **Careful**\n>\n> Body.\n\n> **TIP**\n>\n> Hint.\n');
  });

  it("writes callout titles and source links in the page's language", () => {
    const files = new Map([
      ['zh/x.mdx', '---\ntitle: X\n---\n\n:::tip\n提示内容。\n:::\n\n<SourceCode href="https://github.com/a/b" />\n'],
    ]);
    const md = pageMarkdown(buildPage({ lang: 'zh', relativePath: 'x.mdx', files, where: (rel) => rel }, [])!);
    expect(md).toContain('> **提示**');
    expect(md).toContain('[源码：a/b](https://github.com/a/b)');
  });
});
