import fs from 'node:fs';
import { compile } from '@mdx-js/mdx';
import type { PluggableList } from 'unified';
import { highlightContent } from '@/tools/build-steps/highlight-content';
import { getContent } from '@/lib/content/store';
import { HIGHLIGHTED_FILE, highlightCounts } from '@/lib/mdx/highlighter.mjs';
import { REMARK_PLUGINS } from '@/lib/mdx/pipeline.mjs';
import rehypeCode from '@/lib/mdx/rehype-code.mjs';

/** Compiles one page the way @next/mdx does in the build, and says how its code blocks were highlighted. */
async function compilePage(mdx: string) {
  const before = { ...highlightCounts };
  const remarkPlugins: PluggableList = REMARK_PLUGINS.map(({ plugin, options }) => (options === undefined ? plugin : [plugin, options]));
  const code = String(await compile(mdx, { remarkPlugins, rehypePlugins: [rehypeCode] }));
  return { code, stored: highlightCounts.stored - before.stored, highlighted: highlightCounts.highlighted - before.highlighted };
}

const index = getContent();
const page = (rel: string) => fs.readFileSync(`content/${rel}`, 'utf8');

describe('one highlighter for the build', () => {
  beforeAll(async () => {
    fs.rmSync(HIGHLIGHTED_FILE, { force: true });
    expect(await highlightContent(index)).toBeGreaterThan(400);
  }, 60_000);

  // A Markdown block with frontmatter (embedded YAML), TypeScript, TSX and JSON, in both languages.
  it.each([
    'en/plugin/official-plugins/rss.mdx',
    'zh/plugin/official-plugins/rss.mdx',
    'en/guide/basic/use-mdx.mdx',
    'zh/api/config/config-basic.mdx',
  ])('%s: the MDX loader finds every code block stored, highlights none', async (rel) => {
    const { stored, highlighted } = await compilePage(page(rel));
    expect(highlighted).toBe(0);
    expect(stored).toBeGreaterThan(0);
  });

  it('highlights a block the check has not seen, as before', async () => {
    const { code, stored, highlighted } = await compilePage('# T\n\n```ts\nconst neverSeenBefore = 42;\n```\n');
    expect({ stored, highlighted }).toEqual({ stored: 0, highlighted: 1 });
    expect(code).toMatch(/neverSeenBefore/);
    // Coloured: the keyword carries its palette classes (lib/mdx/token-classes.mjs).
    expect(code).toMatch(/className: "l[0-9a-z]+ d[0-9a-z]+",\s*children: "const"/);
  });

  it('colours the same code the same on a slow machine: no line is cut short by a time limit', async () => {
    const mdx = '# T\n\n```ts\nexport default defineConfig({\n  slowMachineDir: "dist",\n});\n```\n';
    const { code: calm } = await compilePage(mdx);
    // Every clock reading a second later than the last: any limit on tokenising a line runs out at once.
    const now = Date.now;
    let clock = now();
    Date.now = () => (clock += 1000);
    try {
      const { code: busy } = await compilePage(mdx.replace('slowMachineDir', 'slowMachineDir '));
      expect(busy.replace('slowMachineDir ', 'slowMachineDir')).toBe(calm);
    } finally {
      Date.now = now;
    }
  });
});
