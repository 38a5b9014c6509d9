import { analyzeTree } from '@/lib/content/analyze';
import { parseMdx } from '@/lib/content/parse';

const SOURCE = `---
title: 部署
---

开头的一段话。

## 构建站点 {#build-the-site}

运行 \`rspress build\`。

### 产物目录 {#output-directory}

:::tip[提示标题]
放在 **doc_build** 里。
:::

#### 细节 {#details}

- 第一
- 第二

##### Demo heading

\`\`\`ts title="rspress.config.ts"
export default {};
\`\`\`
`;

describe('analyzeTree', () => {
  const analysis = analyzeTree(parseMdx(SOURCE));

  it('reads the frontmatter', () => {
    expect(analysis.frontmatter).toEqual({ title: '部署' });
  });

  it('keeps explicit ids of Chinese headings and depths 2 to 4 in the outline', () => {
    expect(analysis.toc.map(({ text, id, depth }) => ({ text, id, depth }))).toEqual([
      { text: '构建站点', id: 'build-the-site', depth: 2 },
      { text: '产物目录', id: 'output-directory', depth: 3 },
      { text: '细节', id: 'details', depth: 4 },
    ]);
  });

  it('records where each heading starts in the page text', () => {
    for (const item of analysis.toc) {
      expect(analysis.plainText.slice(item.charIndex, item.charIndex + item.text.length)).toBe(item.text);
    }
  });

  it('splits the text into sections with their heading path', () => {
    const [intro, build, output, details] = analysis.sections;
    expect(intro).toMatchObject({ id: undefined, text: '开头的一段话。' });
    expect(build).toMatchObject({ id: 'build-the-site', path: ['构建站点'], text: '运行 rspress build。' });
    expect(output).toMatchObject({ path: ['构建站点', '产物目录'] });
    expect(output.text).toContain('放在 doc_build 里。');
    expect(details.path).toEqual(['构建站点', '产物目录', '细节']);
    expect(details.text).toContain('第一 第二');
    expect(details.text).toContain('Demo heading');
    expect(details.text).toContain('export default {};');
  });

  it('reads headings and text as the page renders them: Badge text, callout titles, headings inside components', () => {
    const page = analyzeTree(
      parseMdx(
        '## API <Badge text="New" /> {#api}\n\n:::warning[Careful]\nBody.\n:::\n\n<Steps>\n\n### One {#one}\n\nFirst.\n\n</Steps>\n',
      ),
    );
    expect(page.toc.map((t) => [t.id, t.text])).toEqual([
      ['api', 'API New'],
      ['one', 'One'],
    ]);
    expect(page.sections[1].text).toBe('Careful Body.');
    expect(page.containers).toEqual([]);
    expect(page.jsxNames.map((j) => j.name)).toEqual(['Badge', 'Callout', 'Steps']);
  });

  it('separates table cells and blocks, keeps inline runs together, and keeps code as written', () => {
    const page = analyzeTree(
      parseMdx(
        '| Key | Value |\n| --- | --- |\n| a**b** | `c` |\n\n<Tabs>\n<Tab label="One">\nFirst.\n</Tab>\n</Tabs>\n\n```js\nlet  x;\n```\n',
      ),
    );
    expect(page.plainText).toBe('Key Value ab c One First. let  x;');
  });
});
