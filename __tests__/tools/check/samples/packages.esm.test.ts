import fs from 'node:fs';
import path from 'node:path';
import { extractSamples } from '@/tools/check/samples/extract';
import { typeCheckSamples } from '@/tools/check/samples/typecheck';

const ROOT = process.cwd();
const SCAFFOLD = path.join(ROOT, 'tools/check/samples/scaffold.d.ts');

const page = (...lines: string[]) => ['---', 'title: X', '---', '', ...lines].join('\n');
const block = (...lines: string[]) => ['```ts', ...lines, '```', ''];

/** The module names scaffold.d.ts declares, in order. */
function declaredModules(): string[] {
  return [...fs.readFileSync(SCAFFOLD, 'utf8').matchAll(/^declare module '([^']+)'/gm)].map((match) => match[1]);
}

describe('samples against the packages they import', () => {
  it('declares in the scaffold no package that is installed: an installed one compiles with its published types', () => {
    const declared = declaredModules();
    expect(declared).toEqual(expect.arrayContaining(['@rspress/plugin-playground', '@rspress/plugin-client-redirects']));
    const installed = declared.filter(
      (name) => !name.includes('*') && fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json')),
    );
    expect(installed).toEqual([]);
  });

  describe('one compiler run over right and wrong samples', () => {
    const RIGHT = 'content/en/guide/right.mdx';
    const WRONG = 'content/en/guide/wrong.mdx';
    let problems: ReturnType<typeof typeCheckSamples>;
    beforeAll(() => {
      const right = extractSamples(
        page(
          ...block(
            "import { defineConfig } from 'rspress/config';",
            "import { pluginShiki, transformerLineNumber } from '@rspress/plugin-shiki';",
            "import { transformerNotationDiff } from '@shikijs/transformers';",
            "import { pluginGoogleAnalytics } from 'rsbuild-plugin-google-analytics';",
            "import { pluginVue } from '@rsbuild/plugin-vue';",
            "import remarkMath from 'remark-math';",
            "import rehypeKatex from 'rehype-katex';",
            '',
            'export default defineConfig({',
            "  plugins: [pluginShiki({ langs: ['ts'], transformers: [transformerLineNumber(), transformerNotationDiff()] })],",
            "  builderPlugins: [pluginVue(), pluginGoogleAnalytics({ id: 'G-xxxxxxxxxx' })],",
            '  markdown: { mdxRs: false, remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] },',
            '});',
          ),
          '```tsx',
          "import { Space, Tag } from '@arco-design/web-react';",
          "import { createApp } from 'vue';",
          '',
          "createApp({}).mount('#root');",
          'export const Demo = () => (',
          '  <Space>',
          '    <Tag color="blue">blue</Tag>',
          '  </Space>',
          ');',
          '```',
        ),
        RIGHT,
      );
      const wrong = extractSamples(
        page(
          ...block(
            "import { defineConfig } from 'rspress/config';",
            "import { pluginGoogleAnalytics } from 'rsbuild-plugin-google-analytics';",
            "import { pluginShiki } from '@rspress/plugin-shiki';",
            "import { pluginClientRedirects } from '@rspress/plugin-client-redirects';",
            '',
            'export default defineConfig({',
            "  plugins: [pluginShiki({ langs: 'ts' }), pluginClientRedirects({ redirect: [] })],",
            "  builderPlugins: [pluginGoogleAnalytics({ ids: 'G-xxxxxxxxxx' })],",
            '});',
          ),
          ...block('type RedirectRule = {', '  from: string | string[];', '  to: number;', '};'),
        ),
        WRONG,
      );
      problems = typeCheckSamples([...right, ...wrong], ROOT);
    });

    it('passes the options the published types accept, with one @rspress/shared and the transformers plugin-shiki takes', () => {
      expect(problems.filter((p) => p.file === RIGHT)).toEqual([]);
    });

    it('reports an option the published types refuse at its page position, and checks the plugins declared from the facts too (options, shapes)', () => {
      expect(problems.filter((p) => p.file === WRONG).map((p) => `${p.line}:${p.column} ${p.message.split('\n')[0]}`)).toEqual([
        "12:27 TS2322: Type 'string' is not assignable to type '(LanguageInput | BundledLanguage)[]'.",
        expect.stringMatching(/^12:67 TS2561: .*'redirect' does not exist in type 'RedirectsOptions'/),
        "13:44 TS2353: Object literal may only specify known properties, and 'ids' does not exist in type 'PluginGoogleAnalyticsOptions'.",
        expect.stringMatching(
          /^18:6 shape: `RedirectRule` does not match the published type .*`to` is documented as `number`, published as `string`$/,
        ),
      ]);
    });
  });
});
