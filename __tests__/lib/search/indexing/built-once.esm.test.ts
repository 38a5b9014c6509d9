import path from 'node:path';
import { searchFiles } from '@/lib/search/indexing/index-file';

type IndexFile = typeof import('@/lib/search/indexing/index-file');

describe('search files', () => {
  it('are built once per process, however many copies of the module the bundles hold', async () => {
    // A query makes Jest load a second, separate instance of the module, as Next's route bundles do.
    const file = path.join(process.cwd(), 'lib/search/indexing/index-file.ts');
    const copy = (await import(`${file}?second-copy`)) as IndexFile;
    expect(copy.searchFiles).not.toBe(searchFiles);
    expect(copy.searchFiles('en')).toBe(searchFiles('en'));
    expect(copy.searchFiles('zh')).toBe(searchFiles('zh'));
  });
});
