import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { tokenize } from './tokenize';
import type { SearchDocument } from './types';

/** Input is capped like the dialog's input (spec §5). */
export const MAX_QUERY_LENGTH = 64;

/** Shared by the build (index) and the browser (query): the same fields, tokenizer and stored data. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'heading', 'content'],
  storeFields: ['url', 'type', 'hierarchy', 'content'],
  tokenize,
  processTerm: (term) => term,
};

/** Title above headings above body; prefixes and one typo in words of 5+ letters count less. */
const SEARCH_OPTIONS = {
  boost: { title: 4, heading: 2, content: 1 },
  prefix: (term: string) => term.length >= 2 && /^[a-z0-9_]+$/.test(term),
  fuzzy: (term: string) => (term.length >= 5 && /^[a-z0-9_]+$/.test(term) ? 1 : false),
  weights: { fuzzy: 0.3, prefix: 0.6 },
};

export function createIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

export type StoredResult = SearchResult & Pick<SearchDocument, 'url' | 'type' | 'hierarchy' | 'content'>;

/** Every query term must match; when none does, any term may. */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string, limit = 20): StoredResult[] {
  const q = query.slice(0, MAX_QUERY_LENGTH).trim();
  if (!q) return [];
  let results = index.search(q, { ...SEARCH_OPTIONS, combineWith: 'AND' });
  if (results.length === 0) results = index.search(q, { ...SEARCH_OPTIONS, combineWith: 'OR' });
  return results.slice(0, limit) as StoredResult[];
}
