import type MiniSearch from 'minisearch';
import { gzipSync } from 'node:zlib';
import { createIndex, FIELDS, headingWeights, leadSentence, recordStarts, type Doc } from './search-index';
import { partPath, type PartKind } from './paths';
import { CJK_RUN, isCjk, PHRASE_WORD } from './tokenize';
import type { SearchPage } from './types';

/** Where a term stands: field id → doc id → offsets (Chinese pairs: characters; words: words of the field). */
export type Offsets = Record<string, Record<string, number[]>>;
/** One term's postings as MiniSearch serialises them: field id → doc id → term frequency. */
export type Postings = Record<string, Record<string, number>>;
/** A run of the sorted terms with their postings, and for a Chinese pair its offsets in each field. */
export type Shard = [term: string, postings: Postings, offsets?: Offsets][];
/** A run of the sorted words of texts and descriptions (letters and digits), with where each stands. */
export type WordShard = [word: string, offsets: Offsets][];

/** What every query needs first (`meta` file): the index's counts and where each shard starts. */
export interface ShardMeta {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Each doc's length in each field (0: the doc has no such field). */
  fieldLength: number[][];
  recordCount: number;
  /** Each page's first record (a page's records are numbered in a row), and its intro record (none: -1). */
  firstRecord: number[];
  intro: number[];
  /** The first term of each term shard, and of each word shard. */
  shardStarts: string[];
  wordStarts: string[];
  /** Every Latin term: what a typo of a word may be, before its shard is loaded. */
  latin: string[];
}

/**
 * What ranking reads of one page (its `page-<n>` file): its address and title, each section's headings
 * and lead sentence, and the weights of each section's heading and of its parent heading.
 */
export interface PageMeta {
  url: string;
  title: string;
  sections: [path: string[], lead: string][];
  weights: [heading: number, parents: number][];
}

/** What only the hits shown read of one page (its `text-<n>` file): its place, description, labels, and each section's id and text. */
export interface PageText {
  place: string;
  description: string;
  labels: string[];
  ids: string[];
  texts: string[];
}

const sortEntries = <T extends [string, ...unknown[]]>(entries: T[]) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Items in runs of about `chars` characters of JSON each, in order. */
function packed<T>(items: T[], chars: number): T[][] {
  const runs: T[][] = [];
  let size = Infinity;
  for (const item of items) {
    const length = JSON.stringify(item).length;
    if (size + length > chars) {
      runs.push([]);
      size = 0;
    }
    runs.at(-1)!.push(item);
    size += length;
  }
  return runs;
}

const add = (offsets: Map<string, Offsets>, key: string, field: number, doc: number, at: number) => {
  if (!offsets.has(key)) offsets.set(key, {});
  ((offsets.get(key)![field] ??= {})[doc] ??= []).push(at);
};

/**
 * The search file of one language split for loading in parts (lib/search/sharded-index.ts): the meta,
 * the terms and the words in shards of about `shardChars` characters of JSON each, and for each page
 * what ranking reads of it and, apart, the text of its sections (only the hits shown need it).
 */
export function splitIndex(pages: SearchPage[], shardChars = 8000) {
  const index = createIndex(pages);
  const js = (index.mini as MiniSearch<Doc>).toJSON();
  const pairs = new Map<string, Offsets>();
  const words = new Map<string, Offsets>();
  index.docs.forEach((doc: Doc) => {
    for (const field of FIELDS) {
      const value = doc[field];
      if (!value) continue;
      for (const run of value.matchAll(CJK_RUN))
        for (let i = 0; i + 1 < run[0].length; i++) add(pairs, run[0].slice(i, i + 2), js.fieldIds[field], doc.id, run.index + i);
      if (field === 'content' || field === 'description')
        [...value.matchAll(PHRASE_WORD)].forEach(
          ([word], i) => !isCjk(word) && add(words, word.toLowerCase(), js.fieldIds[field], doc.id, i),
        );
    }
  });
  const shards = packed(
    sortEntries(
      js.index.map(([term, postings]) => (pairs.has(term) ? [term, postings, pairs.get(term)!] : [term, postings]) as Shard[number]),
    ),
    shardChars,
  );
  const wordShards = packed(sortEntries([...words] as WordShard), shardChars);
  const { first, recordCount } = recordStarts(pages);
  const weights = headingWeights(index.records);
  const meta: ShardMeta = {
    documentCount: js.documentCount,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
    fieldLength: index.docs.map((_, id) => Array.from({ length: FIELDS.length }, (_, field) => js.fieldLength[id]?.[field] ?? 0)),
    recordCount,
    firstRecord: first,
    intro: index.intro.map((id) => id ?? -1),
    shardStarts: shards.map((shard) => shard[0][0]),
    wordStarts: wordShards.map((shard) => shard[0][0]),
    latin: js.index.map(([term]) => term).filter((term) => !isCjk(term)),
  };
  const pageMetas: PageMeta[] = pages.map(({ sections, url, title }, p) => ({
    url,
    title,
    sections: sections.map((section) => [section.path, leadSentence(section)]),
    weights: weights.slice(first[p], first[p] + sections.length).map(({ heading, parents }) => [heading, parents]),
  }));
  const texts: PageText[] = pages.map(({ place, description, labels, sections }) => ({
    place,
    description,
    labels,
    ids: sections.map((section) => section.id),
    texts: sections.map((section) => section.text),
  }));
  return { meta, shards, wordShards, pageMetas, texts };
}

/** A language's search files by path under `/search-index/`, and the path of its meta file. */
export interface SearchFileSet {
  meta: string;
  files: Map<string, string>;
}

/**
 * Up to this size (gzip), a language's search documents are one file: the first query loads it whole,
 * in one request, and the browser indexes it. Above it, the index is split (`splitIndex`), and a query
 * loads only its parts.
 */
const WHOLE_FILE_GZIP = 150 * 1024;

/**
 * A language's search files, named by `hash` of their text. Small: `<lang>.<hash>.json`, the pages
 * themselves. Larger: `<lang>.<hash>.json`, the meta (`ShardMeta`), and under `<lang>/<hash>/` the
 * parts (`partPath`), one file per shard and two per page, so that a query loads only what it reads;
 * `hash` is of all of them.
 */
export function searchFileSet(
  pages: SearchPage[],
  lang: string,
  hash: (json: string) => string,
  wholeUpTo = WHOLE_FILE_GZIP,
): SearchFileSet {
  const whole = JSON.stringify(pages);
  if (gzipSync(whole).length <= wholeUpTo)
    return { meta: `${lang}.${hash(whole)}.json`, files: new Map([[`${lang}.${hash(whole)}.json`, whole]]) };
  const { meta, shards, wordShards, pageMetas, texts } = splitIndex(pages);
  const parts: Record<PartKind, string[]> = {
    shards: shards.map((part) => JSON.stringify(part)),
    words: wordShards.map((part) => JSON.stringify(part)),
    pages: pageMetas.map((part) => JSON.stringify(part)),
    texts: texts.map((part) => JSON.stringify(part)),
  };
  const metaJson = JSON.stringify(meta);
  const name = `${lang}.${hash([metaJson, ...Object.values(parts).flat()].join('\n'))}.json`;
  const files = new Map([[name, metaJson]]);
  for (const kind of Object.keys(parts) as PartKind[]) parts[kind].forEach((json, n) => files.set(partPath(name, kind, n), json));
  return { meta: name, files };
}
