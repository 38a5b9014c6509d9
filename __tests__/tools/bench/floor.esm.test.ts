import fs from 'node:fs';
import path from 'node:path';
import { bareProject } from '@/tools/bench/floor';

describe('bareProject', () => {
  const dir = bareProject(process.cwd(), { linkModules: false });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const pages = (root: string) =>
    fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mdx') && !name.startsWith('fragments/'));

  it('has one App Router page for every content page of both languages, and no fragment as a page', () => {
    const expected = [...pages('content/en').map((file) => `en/${file}`), ...pages('content/zh').map((file) => `zh/${file}`)];
    const made = fs.readdirSync(path.join(dir, 'app'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('page.mdx'));
    expect(made).toHaveLength(expected.length);
    expect(made).toContain('guide/start/introduction/page.mdx');
    expect(made).toContain('zh/guide/start/introduction/page.mdx');
    expect(made).toContain('page.mdx');
    expect(made.some((name) => name.includes('fragments'))).toBe(false);
  });

  it("points a page's imports of fragments at the copied fragment", () => {
    const fragmentImport = /^import .* from '(\..*\/fragments\/.*\.mdx)';$/gm;
    const imports = fs
      .readdirSync(path.join(dir, 'app'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('page.mdx'))
      .map((name) => path.join(dir, 'app', name))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(fragmentImport)].map(([, specifier]) => path.resolve(path.dirname(file), specifier)),
      );
    expect(imports.length).toBeGreaterThan(0);
    for (const target of imports) {
      expect(target.startsWith(path.join(dir, 'content'))).toBe(true);
      expect(fs.existsSync(target)).toBe(true);
    }
  });

  it('gives every global component a stand-in and keeps only the syntax plugins', () => {
    expect(fs.readFileSync(path.join(dir, 'mdx-components.tsx'), 'utf8')).toContain('"PackageManagerTabs"');
    const config = fs.readFileSync(path.join(dir, 'next.config.mjs'), 'utf8');
    expect(config).toContain('remark-custom-heading-id');
    expect(config).not.toContain('rehype');
    expect(config).not.toContain('remark-callouts');
  });
});
