import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MDX_COMPONENT_NAMES } from '../../lib/mdx/component-names';
import { REMARK_PLUGINS } from '../../lib/mdx/pipeline.mjs';

/**
 * The least a build of this content can cost with Next and @next/mdx: every MDX file of content/ as
 * an App Router page of a bare static export. No layout, styles, highlighting, i18n, search, sidebars
 * or post-build of ours; the global components render their children. Only the remark plugins that
 * change how the text parses are kept (frontmatter, GFM, `{#id}`, `:::`), or the files would not compile.
 */
export function bareProject(root: string = process.cwd(), { linkModules = true } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-'));
  // content/ comes along for the files pages import (fragments); each page moves to app/, its imports
  // pointed at the copy.
  const content = path.join(dir, 'content');
  fs.cpSync(path.join(root, 'content'), content, { recursive: true });
  for (const lang of ['en', 'zh']) {
    const from = path.join(content, lang);
    const pages = fs
      .readdirSync(from, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.mdx') && !name.startsWith('fragments/'));
    for (const file of pages) {
      const route = file.replace(/(^|\/)index\.mdx$/, '').replace(/\.mdx$/, '');
      const target = path.join(dir, 'app', lang === 'en' ? '' : lang, route, 'page.mdx');
      const imported = (specifier: string) => path.resolve(path.dirname(path.join(from, file)), specifier);
      const text = fs
        .readFileSync(path.join(from, file), 'utf8')
        .replace(/from '(\.[^']*\.mdx)'/g, (whole, specifier: string) =>
          fs.existsSync(imported(specifier)) ? `from './${path.relative(path.dirname(target), imported(specifier))}'` : whole,
        );
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, text);
    }
  }
  const syntax = REMARK_PLUGINS.filter(({ specifier }) => !specifier.startsWith('.')).map(({ specifier, options }) =>
    options === undefined ? specifier : [specifier, options],
  );
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
  write('package.json', JSON.stringify({ name: 'floor', private: true, type: 'module', scripts: { build: 'next build' } }));
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', strict: false, skipLibCheck: true, noEmit: true },
      include: ['**/*.tsx'],
    }),
  );
  // The same build settings as ours (next.config.mjs): the floor is Next's and MDX's cost, not a setting's.
  write(
    'next.config.mjs',
    `import createMDX from '@next/mdx';
import os from 'node:os';
const withMDX = createMDX({ options: { remarkPlugins: ${JSON.stringify(syntax)} } });
export default withMDX({
  output: 'export',
  trailingSlash: true,
  pageExtensions: ['tsx', 'mdx'],
  typescript: { ignoreBuildErrors: true },
  experimental: { cpus: os.availableParallelism(), serverMinification: false, turbopackFileSystemCacheForBuild: false },
});
`,
  );
  write('app/layout.tsx', `export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`);
  write(
    'mdx-components.tsx',
    `const Pass = ({ children }) => <>{children}</>;
const components = Object.fromEntries(${JSON.stringify(MDX_COMPONENT_NAMES)}.map((name) => [name, Pass]));
export function useMDXComponents(own) {
  return { ...own, ...components };
}
`,
  );
  if (!linkModules) return dir;
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`could not link node_modules into ${dir}: ${linked.stderr}`);
  return dir;
}
