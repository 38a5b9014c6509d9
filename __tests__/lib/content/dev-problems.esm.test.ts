import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSignature, devProblems } from '@/lib/content/load';
import { makeTree, VALID_TREE } from './fixture';

const root = makeTree(VALID_TREE);
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dev-')), 'content-problems.json');
const problem = { file: 'content/en/x.mdx', line: 3, column: 5, problem: 'link "/x" matches no page', fix: 'fix the path' };
const write = (signature: string) => fs.writeFileSync(file, JSON.stringify({ signature, problems: [problem] }));

describe('devProblems', () => {
  it('gives the problems the dev checker found in the content as it is now', async () => {
    write(contentSignature(root));
    expect(await devProblems(0, file, root)).toEqual([problem]);
  });

  it('waits for the checker to catch up with a save, and shows nothing it cannot vouch for', async () => {
    write('an older save');
    setTimeout(() => write(contentSignature(root)), 100);
    expect(await devProblems(2000, file, root)).toEqual([problem]);
    write('an older save');
    expect(await devProblems(50, file, root)).toEqual([]);
  });

  it('is empty when no checker runs', async () => {
    fs.rmSync(file, { force: true });
    expect(await devProblems(0, file, root)).toEqual([]);
  });
});
