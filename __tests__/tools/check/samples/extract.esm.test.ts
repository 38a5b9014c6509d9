import path from 'node:path';
import { compiledCode, extractSamples, isOptedOut, type Sample } from '@/tools/check/samples/extract';
import { checkDataSample } from '@/tools/check/samples/data';
import { checkShellSample } from '@/tools/check/samples/shell';
import { checkScriptSyntax } from '@/tools/check/samples/syntax';
import { shapeOf } from '@/tools/check/samples/shape';
import { typeCheckSamples } from '@/tools/check/samples/typecheck';
import { makeTree } from '../../../lib/content/fixture';
import { runTs } from '../../../run-ts';

const ROOT = process.cwd();
const FILE = 'content/en/guide/x.mdx';

const page = (...lines: string[]) => ['---', 'title: X', '---', '', ...lines].join('\n');
const one = (lang: string, code: string): Sample => ({ file: FILE, line: 10, indent: 0, lang, meta: [], code });

describe('sample extraction', () => {
  it('takes ts/tsx, data and shell blocks with the page line of their first code line, not other languages', () => {
    const samples = extractSamples(
      page(
        '```ts title="rspress.config.ts" {2}',
        'const a = 1;',
        '```',
        '',
        '```md',
        '# no',
        '```',
        '',
        '- item',
        '',
        '  ```bash partial',
        '  npm run dev',
        '  ```',
      ),
      FILE,
    );
    expect(samples.map((s) => [s.lang, s.line, s.indent, s.meta])).toEqual([
      ['ts', 6, 0, ['title="rspress.config.ts"', '{2}']],
      ['bash', 16, 2, ['partial']],
    ]);
    expect(samples.map(isOptedOut)).toEqual([false, true]);
  });

  it('takes the fences inside an mdx example block, at their page line and indentation', () => {
    const samples = extractSamples(
      page('- item', '', '  ````mdx title="docs/a.mdx"', '  Text.', '', '  ```tsx', '  broken(', '  ```', '  ````'),
      FILE,
    );
    expect(samples.map((s) => [s.lang, s.line, s.indent, s.code])).toEqual([['tsx', 11, 2, 'broken(']]);
  });

  it('takes js/jsx blocks for the syntax check', () => {
    const [sample] = extractSamples(page('```js title="crawler.config.js"', 'new Crawler({ a: 1 });', '```'), FILE);
    expect(checkScriptSyntax(sample)).toEqual([]);
    expect(checkScriptSyntax({ ...sample, code: 'const a = {;' })).toEqual([
      expect.objectContaining({ file: FILE, line: 6, message: expect.stringMatching(/^js does not parse: TS\d+/) }),
    ]);
  });

  it('compiles a diff block as it reads after the change, keeping line numbers', () => {
    expect(compiledCode(one('ts', 'a({\n  old: 1, // [!code --]\n  now: 2, // [!code ++]\n});'))).toBe(
      'a({\n\n  now: 2, // [!code ++]\n});',
    );
  });
});

describe('sample type check', () => {
  const WRONG = 'content/en/guide/wrong.mdx';
  const RIGHT = 'content/en/guide/right.mdx';
  const SHAPES = 'content/en/guide/shapes.mdx';
  const PARTS = 'content/en/guide/parts.mdx';
  let problems: ReturnType<typeof typeCheckSamples>;
  // One compiler run for both pages, as the check does: loading the Rspress types is the slow part.
  beforeAll(() => {
    const wrong = extractSamples(
      page(
        'Text.',
        '',
        '```ts',
        "import { defineConfig } from 'rspress/config';",
        '',
        "export default defineConfig({ titel: 'Docs' });",
        '```',
      ),
      WRONG,
    );
    const right = extractSamples(
      page(
        '```ts title="plugin.ts"',
        "import type { RspressPlugin } from '@rspress/shared';",
        "export const pluginX = (): RspressPlugin => ({ name: 'x' });",
        '```',
        '',
        '```ts title="rspress.config.ts"',
        "import { defineConfig } from 'rspress/config';",
        "import { pluginX } from './plugin';",
        "import release from 'virtual-release';",
        'export default defineConfig({ title: String(release), plugins: [pluginX()] });',
        '```',
        '',
        '```tsx',
        "import { Helmet, usePageData } from 'rspress/runtime';",
        'export const Title = () => <Helmet><title>{usePageData().page.title}</title></Helmet>;',
        '```',
      ),
      RIGHT,
    );
    const shapes = extractSamples(
      page(
        '```ts',
        'interface NavItemWithChildren {',
        '  text: string;',
        '  items: NavItemWithLink[];',
        '}',
        '',
        'function useI18n<T = Record<string, Record<string, string>>>(): (key: keyof T) => string;',
        '```',
        '',
        '```ts',
        'interface SocialLink {',
        "  icon: 'github';",
        "  mode: 'link' | 'popup';",
        '  content: string;',
        '  color: string;',
        '}',
        '```',
      ),
      SHAPES,
    );
    const parts = extractSamples(
      page(
        '```ts title="search.ts"',
        'export interface Result { list: string[] }',
        '```',
        '',
        '```ts title="search.ts" continued',
        'export const first = (r: Result) => r.list[0];',
        '```',
        '',
        '```ts title="other.ts" continued',
        'export const x = 1;',
        '```',
      ),
      PARTS,
    );
    problems = typeCheckSamples([...wrong, ...right, ...shapes, ...parts], ROOT);
  });

  it('reports a wrong option at the page line and column with the compiler message', () => {
    expect(problems.filter((p) => p.file === WRONG)).toEqual([
      { file: WRONG, line: 10, column: 31, message: expect.stringMatching(/^TS\d+: .*'titel' does not exist in type 'UserConfig/) },
    ]);
  });

  it('passes correct samples, resolves a titled sibling block and the declared virtual modules', () => {
    expect(problems.filter((p) => p.file === RIGHT)).toEqual([]);
  });

  it('recognises a type-shape block: only interfaces, type aliases and signatures', () => {
    expect(shapeOf('interface A { b: B }\ntype C = A | D<E>;', 'ts')).toEqual({
      declarations: [expect.objectContaining({ name: 'A', generic: false }), expect.objectContaining({ name: 'C', generic: false })],
      free: ['B', 'D', 'E'],
    });
    expect(shapeOf('interface A {}\nconst a: A = {};', 'ts')).toBeUndefined();
  });

  it('gives a shape block the published types it names, allows a signature without body, and compares it with the published type', () => {
    expect(problems.filter((p) => p.file === SHAPES)).toEqual([
      {
        file: SHAPES,
        line: 15,
        column: 11,
        message: expect.stringMatching(
          /^shape: `SocialLink` does not match the published type \(rspress [^)]+\): `mode` is documented as `"link" \| "popup"`, published as `"link" \| "text" \| "img" \| "dom"`; `color` is not in the published type$/,
        ),
      },
    ]);
  });

  it('compiles a `continued` block with the earlier blocks of its title, and refuses one with nothing to continue', () => {
    expect(problems.filter((p) => p.file === PARTS)).toEqual([
      { file: PARTS, line: 13, column: 1, message: expect.stringMatching(/^`continued` needs an earlier block/) },
    ]);
  });
});

describe('data and shell samples', () => {
  it('names the page line of a json, yaml or toml error', () => {
    expect(checkDataSample(one('json', '{\n  "a": 1,\n}'))).toMatchObject({
      line: 12,
      message: expect.stringMatching(/^json does not parse/),
    });
    expect(checkDataSample(one('yaml', '---\ntitle: [a\n---'))).toMatchObject({ message: expect.stringMatching(/^yaml does not parse/) });
    expect(checkDataSample(one('toml', '[a]\nb = = 1'))).toMatchObject({
      line: 11,
      message: expect.stringMatching(/^toml does not parse/),
    });
    expect(checkDataSample(one('yaml', '---\ntitle: Hi\n---'))).toBeUndefined();
  });

  it('accepts rspress commands with their flags and package-manager commands', () => {
    const code =
      '# start\nDEBUG=rsbuild rspress dev docs --port 8080\nnpx rspress build -c x.ts && rspress preview\nmkdir a && cd a\nnpm run dev\npnpm add rspress -D';
    expect(checkShellSample(one('bash', code))).toEqual([]);
  });

  it('refuses a command or flag that does not exist, at its column', () => {
    expect(checkShellSample(one('bash', 'rspress build && rspress deploy\nrspress build --port 1\ncurl x'))).toEqual([
      expect.objectContaining({ line: 10, column: 18, message: expect.stringMatching(/"rspress deploy" is no command/) }),
      expect.objectContaining({ line: 11, column: 1, message: expect.stringMatching(/"rspress build" has no flag --port/) }),
      expect.objectContaining({ line: 12, column: 1, message: expect.stringMatching(/"curl" is not a command/) }),
    ]);
  });
});

describe('npm run check:samples', () => {
  it('exits 1 naming content/<lang>/<file>.mdx:<line> and the compiler message, and lists opted-out blocks', () => {
    const root = makeTree({
      'en/guide/a.mdx': page('```ts', 'const n: number = "one";', '```', '', '```ts partial', 'title: "x",', '```'),
      'zh/guide/a.mdx': page('```json', '{ "a": 1 }', '```'),
    });
    const result = runTs(path.join(ROOT, 'tools/check/samples.mts'), ['--root', root], { cwd: path.dirname(root) });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/ts\/tsx blocks: checked 1, opted out 1/);
    expect(result.stdout).toMatch(/en\/guide\/a\.mdx:9\n/);
    expect(result.stderr).toMatch(/✗ sample check: 1 problem/);
    expect(result.stderr).toMatch(/en\/guide\/a\.mdx:6:7 TS2322: Type 'string' is not assignable to type 'number'/);
  });
});
