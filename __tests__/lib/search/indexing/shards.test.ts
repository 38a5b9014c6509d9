import { createHash } from 'node:crypto';
import { partPath } from '@/lib/search/paths';
import { searchFileSet } from '@/lib/search/indexing/shards';
import type { SearchPage } from '@/lib/search/engine/types';
import { searchPage } from '../fixture';

const PAGES: SearchPage[] = [
  searchPage('/guide/basic/deploy/', 'Deployment', 'How to deploy the site.', [['build', ['Build'], 'Run the build before you deploy.']]),
  searchPage('/api/config/', 'Config', 'All the options.'),
];
/** A stand-in hash that shows what it was given: the length of the text. */
const lengthHash = (json: string) => String(json.length);

describe('searchFileSet, split', () => {
  const set = searchFileSet(PAGES, 'en', lengthHash, 0);
  const names = [...set.files.keys()];

  it('puts the parts under <lang>/<hash>/, the hash of the meta file', () => {
    const hash = set.meta.match(/^en\.(\w+)\.json$/)![1];
    expect(names.filter((name) => name !== set.meta).every((name) => name.startsWith(`en/${hash}/`))).toBe(true);
  });

  it('writes one file per page, found by partPath', () => {
    PAGES.forEach((page, n) => expect(JSON.parse(set.files.get(partPath(set.meta, 'pages', n))!)).toEqual(page));
    expect(names.filter((name) => /\/page-\d+\.json$/.test(name))).toHaveLength(PAGES.length);
  });

  it('names the whole set anew when any part changes, so an old page never reads a new part', () => {
    const sha = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 10);
    // A section id is in a page file only: the meta's own text stays the same.
    const changed = [
      { ...PAGES[0], sections: PAGES[0].sections.map((section) => (section.id ? { ...section, id: 'building' } : section)) },
      PAGES[1],
    ];
    const [before, after] = [searchFileSet(PAGES, 'en', sha, 0), searchFileSet(changed, 'en', sha, 0)];
    expect(after.files.get(after.meta)).toBe(before.files.get(before.meta));
    expect(after.meta).not.toBe(before.meta);
  });

  it('maps a meta URL to its parts under the base path as well', () => {
    expect(partPath('/docs/search-index/zh.ab12.json', 'shards', 3)).toBe('/docs/search-index/zh/ab12/terms-3.json');
  });
});
