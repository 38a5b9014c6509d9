import fs from 'node:fs';
import path from 'node:path';
import { compile, run } from '@mdx-js/mdx';
import { createElement, Fragment } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ElementContent } from 'hast';
import { REHYPE_PLUGINS } from '@/lib/mdx/pipeline.mjs';
import { compactTokens, PALETTES, tokenClasses, tokenCss } from '@/lib/mdx/token-classes.mjs';

/** Code blocks through the real rehype list (rehype-pretty-code, token classes, compaction), rendered. */
async function render(mdx: string): Promise<string> {
  const rehypePlugins = await Promise.all(REHYPE_PLUGINS.map(async ({ specifier }) => (await import(path.resolve(specifier))).default));
  const code = await compile(mdx, { outputFormat: 'function-body', rehypePlugins });
  const Content = (await run(code, { ...runtime, Fragment, baseUrl: import.meta.url })).default;
  return renderToStaticMarkup(createElement(Content));
}

const fence = (meta: string, body: string) => `\`\`\`${meta}\n${body}\n\`\`\`\n`;

describe('code blocks', () => {
  it('colour tokens with palette classes, not inline styles, and drop what nothing reads', async () => {
    const html = await render(fence('ts title="a.ts"', "import { a } from 'b';\nexport default a;"));
    expect(html).not.toMatch(/style=|--shiki|data-theme/);
    expect(html).toContain('<figcaption data-rehype-pretty-code-title="">a.ts</figcaption>');
    expect(html).toMatch(/<pre tabindex="0" data-language="ts"><code><span>/);
    // `import` is a keyword in both themes' keyword colour; `{ a }` is in the foreground: bare text.
    const keyword = `l${PALETTES.light.indexOf('#A0111F').toString(36)} d${PALETTES.dark.indexOf('#FF9492').toString(36)}`;
    expect(html).toContain(`<span class="${keyword}">import</span> { a } <span class="${keyword}">from</span>`);
    // Neighbours of the same colour merge into one span.
    expect(html).toContain(`<span class="${keyword}">export default</span> a;`);
  });

  it('keep notation, line highlights and font styles', async () => {
    const html = await render(
      fence('js {3}', 'keep(); // [!code focus]\nadded(); // [!code ++]\nmarked();\nold(); // [!code --]\nbad(); // [!code error]') +
        fence('md', '**bold**'),
    );
    expect(html).toContain('<pre class="has-diff has-focused has-highlighted"');
    expect(html).toMatch(/<code><span class="focused">/);
    expect(html).toMatch(/\n<span class="diff add">/);
    expect(html).toMatch(/\n<span class="diff remove">/);
    expect(html).toMatch(/\n<span class="highlighted error">/);
    expect(html).toMatch(/\n<span data-highlighted-line="">.*marked/);
    expect(html).not.toContain('data-line=');
    expect(html).not.toContain('[!code');
    expect(html).toMatch(/<span class="[^"]*\bfb\b[^"]*">\*\*bold\*\*<\/span>/);
  });
});

describe('tokenClasses', () => {
  it('gives no class to the foreground and keeps a style it has no class for inline', () => {
    expect(tokenClasses(`--shiki-light:${PALETTES.light[0]};--shiki-dark:${PALETTES.dark[0]}`)).toEqual([]);
    expect(tokenClasses(`--shiki-light:${PALETTES.light[1].toLowerCase()};--shiki-dark:${PALETTES.dark[0]}`)).toEqual(['l1']);
    expect(tokenClasses('--shiki-light:#123456;--shiki-dark:#F0F3F6')).toBeNull();
    expect(tokenClasses('--shiki-light-font-style:italic;--shiki-dark-font-style:normal')).toBeNull();
    expect(tokenClasses('color:red')).toBeNull();
  });
});

describe('compactTokens', () => {
  const span = (cls: string | null, text: string): ElementContent => ({
    type: 'element',
    tagName: 'span',
    properties: cls === null ? {} : { class: cls },
    children: [{ type: 'text', value: text }],
  });

  it('merges texts and same-class neighbours, never spans that differ', () => {
    expect(compactTokens([span(null, 'a'), { type: 'text', value: 'b' }, span('l2', 'c'), span('l2', 'd'), span('l3', 'e')])).toEqual([
      { type: 'text', value: 'ab' },
      span('l2', 'cd'),
      span('l3', 'e'),
    ]);
  });
});

describe('app/styles/code-tokens.css', () => {
  it('is the stylesheet of the themes (else run `npx tsx tools/build-steps/code-token-css.mts`)', () => {
    expect(fs.readFileSync(path.join(process.cwd(), 'app/styles/code-tokens.css'), 'utf8')).toBe(tokenCss());
  });
});
