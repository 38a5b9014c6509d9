import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeTree, VALID_TREE } from './fixture';

const ROOT = process.cwd();
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

function check(contentRoot: string) {
  const cwd = path.dirname(contentRoot);
  return spawnSync(TSX, [path.join(ROOT, 'scripts/check-content.ts'), '--root', contentRoot], { cwd, encoding: 'utf8' });
}

describe('npm run check', () => {
  it('exits 0 on valid content', () => {
    const result = check(makeTree(VALID_TREE));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/content check passed/);
  });

  it('exits 1 with file:line:column, the problem and the fix, and writes no out/', () => {
    const root = makeTree({ ...VALID_TREE, 'en/guide/start/next.mdx': '---\ntitle: Next\n---\n\nText.\n\n## Setup\n\nDo it.\n' });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/✗ content check: 1 problem/);
    expect(result.stderr).toMatch(/en\/guide\/start\/next\.mdx:7:1 heading "Setup" has no explicit id\n {2}→ end the heading with \{#setup\}/);
    expect(fs.existsSync(path.join(path.dirname(root), 'out'))).toBe(false);
  });

  it('runs before the Next build, so broken content never reaches out/', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
    expect(scripts.build).toMatch(/^npm run check && next build/);
  });
});
