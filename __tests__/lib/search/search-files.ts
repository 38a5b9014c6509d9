import { createHash } from 'node:crypto';
import { searchFileSet } from '@/lib/search/indexing/shards';
import type { SearchPage } from '@/lib/search/engine/types';

/**
 * The search files of some pages, as the export holds them under `/search-index/`: the meta file's
 * URL, and a `load` (or `fetch` answer) that serves each file by URL and counts the loads. One file
 * up to the site's size (as the site serves them); `wholeUpTo: 0` (gzip bytes) splits them however small.
 */
export function searchFilesOf(pages: SearchPage[], lang = 'en', wholeUpTo?: number) {
  const { meta, files } = searchFileSet(pages, lang, (json) => createHash('sha256').update(json).digest('hex').slice(0, 10), wholeUpTo);
  const text = (url: string) => files.get(url.replace(/^\/search-index\//, ''));
  return {
    metaUrl: `/search-index/${meta}`,
    files,
    text,
    load: jest.fn((url: string) => {
      const json = text(url);
      return json === undefined ? Promise.reject(new Error(`no file ${url}`)) : Promise.resolve(json);
    }),
  };
}
