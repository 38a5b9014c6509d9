import type MiniSearch from 'minisearch';
import { gzipSync } from 'node:zlib';
import { MAX_QUERY_LENGTH } from '../engine/engine';
import { FIELDS, sameText, SHORT_FIELDS, shortOf, type Doc } from '../engine/fields';
import { createIndex, recordStarts } from '../engine/search-index';
import { partPath, type PartKind } from '../paths';
import { CJK_RUN, isCjk, PHRASE_WORD } from '../engine/tokenize';
import type { SearchPage } from '../engine/types';
import type { Offsets, SameShard, Shard, ShardMeta, WordShard } from '../split/format';

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

const add = (offsets: Map<string, Offsets>, key: string, field: number, doc: number, ...at: number[]) => {
  if (!offsets.has(key)) offsets.set(key, {});
  ((offsets.get(key)![field] ??= {})[doc] ??= []).push(...at);
};

/**
 * The search file of one language split for loading in parts (lib/search/split/sharded-index.ts): the meta,
 * the terms, the words and the squashed short fields in shards of about `shardChars` characters of
 * JSON each, and each page whole (only the hits shown read it). Ranking reads the meta and shards only.
 */
export function splitIndex(pages: SearchPage[], shardChars = 8000) {
  const index = createIndex(pages);
  const js = (index.mini as MiniSearch<Doc>).toJSON();
  const pairs = new Map<string, Offsets>();
  const words = new Map<string, Offsets>();
  const shortWords = new Map<string, Offsets>();
  const shortParts = new Map<string, Offsets>();
  const wordCounts: number[] = [];
  const shortFields = index.docs.map(shortOf);
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
    for (const field of SHORT_FIELDS) {
      const terms = shortFields[doc.id][field]?.terms ?? [];
      wordCounts.push(terms.length);
      terms.forEach(([term, ...parts], i) => {
        add(shortWords, term, js.fieldIds[field], doc.id, i);
        for (const part of parts) add(shortParts, part, js.fieldIds[field], doc.id, i, parts.length);
      });
    }
  });
  const shards = packed(
    sortEntries(
      js.index.map(([term, postings]) => {
        const extra = [pairs.get(term), shortWords.get(term), shortParts.get(term)];
        while (extra.length && !extra.at(-1)) extra.pop();
        return [term, postings, ...extra.map((offsets) => offsets ?? 0)] as Shard[number];
      }),
    ),
    shardChars,
  );
  const wordShards = packed(sortEntries([...words] as WordShard), shardChars);
  const same = [...sameText(shortFields)]
    // A query is cut to its first MAX_QUERY_LENGTH characters: a longer field is never the whole of one.
    .filter(([squashed]) => squashed.length <= MAX_QUERY_LENGTH)
    .map(([squashed, docs]): SameShard[number] => [
      squashed,
      [...docs].flatMap(([doc, fields]) => fields.flatMap((field) => [doc, js.fieldIds[field]])),
    ]);
  const sameShards = packed(sortEntries(same), shardChars);
  const { first, recordCount } = recordStarts(pages);
  const meta: ShardMeta = {
    documentCount: js.documentCount,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
    fieldLength: index.docs.map((_, id) => Array.from({ length: FIELDS.length }, (_, field) => js.fieldLength[id]?.[field] ?? 0)),
    recordCount,
    firstRecord: first,
    intro: index.intro.map((id) => id ?? -1),
    headingWeights: index.headingWeight.flatMap(({ heading, parents }) => [heading, parents]),
    shortWords: wordCounts,
    shardStarts: shards.map((shard) => shard[0][0]),
    wordStarts: wordShards.map((shard) => shard[0][0]),
    sameStarts: sameShards.map((shard) => shard[0][0]),
    latin: js.index.map(([term]) => term).filter((term) => !isCjk(term)),
    synonyms: Object.fromEntries([...index.synonyms].map(([word, terms]) => [word, [...terms]])),
  };
  return { meta, shards, wordShards, sameShards };
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
 * parts (`partPath`), one file per shard and one per page, so that a query loads only what it reads;
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
  const { meta, shards, wordShards, sameShards } = splitIndex(pages);
  const parts: Record<PartKind, string[]> = {
    shards: shards.map((part) => JSON.stringify(part)),
    words: wordShards.map((part) => JSON.stringify(part)),
    same: sameShards.map((part) => JSON.stringify(part)),
    pages: pages.map((page) => JSON.stringify(page)),
  };
  const metaJson = JSON.stringify(meta);
  const name = `${lang}.${hash([metaJson, ...Object.values(parts).flat()].join('\n'))}.json`;
  const files = new Map([[name, metaJson]]);
  for (const kind of Object.keys(parts) as PartKind[]) parts[kind].forEach((json, n) => files.set(partPath(name, kind, n), json));
  return { meta: name, files };
}
