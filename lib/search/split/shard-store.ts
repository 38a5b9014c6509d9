import MiniSearch, { type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { Doc } from '../engine/fields';
import { MINI_OPTIONS, type SearchIndex } from '../engine/search-index';
import type { Offsets, Postings, SameShard, Shard, ShardMeta, WordShard } from './format';

/** The last of sorted `starts` that is not after `key`. */
export function last(starts: readonly (string | number)[], key: string | number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= key) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The shards holding a key, and with `prefix` every key that starts with it. */
function shardRange(starts: string[], key: string, prefix: boolean): number[] {
  if (starts.length === 0) return [];
  const from = last(starts, key);
  const to = prefix ? last(starts, `${key}\uffff`) : from;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Every term shard a lookup may read: the term's, its prefix's, and those of the Latin words a typo away. */
function termShards(meta: ShardMeta, latin: SearchableMap<true>, term: string, options: SearchOptions): number[] {
  const found = new Set(shardRange(meta.shardStarts, term, options.prefix === true));
  const distance = typeof options.fuzzy === 'number' ? options.fuzzy : 0;
  if (distance > 0)
    for (const word of latin.fuzzyGet(term, distance).keys()) shardRange(meta.shardStarts, word, false).forEach((n) => found.add(n));
  return [...found];
}

/** The shards that came in (pages come in too, and go to the index's arrays: ./sharded-index.ts). */
export interface LoadedShards {
  shards?: [number, Shard][];
  words?: [number, WordShard][];
  same?: [number, SameShard][];
}

/**
 * The shards of a language's index loaded so far (lib/search/indexing/shards.ts writes them): term
 * shards, word shards and squashed-field shards. Each read of a shard that is not loaded notes it in
 * `missing`, and answers as if the shard were empty.
 */
export function createShardStore(meta: ShardMeta) {
  const latin = new SearchableMap<true>();
  for (const word of meta.latin) latin.set(word, true);
  const docCount = meta.recordCount + meta.firstRecord.length;
  const shards = new Map<number, Shard>();
  const wordShards = new Map<number, Map<string, Offsets>>();
  const sameShards = new Map<number, Map<string, number[]>>();
  const missing = { shards: new Set<number>(), words: new Set<number>(), same: new Set<number>(), pages: new Set<number>() };
  /** Chinese pairs: where each stands. */
  const pairOffsets = new Map<string, Offsets>();
  /** Terms of the short fields: which words of a field each is, whole or in part. */
  const shortAt = new Map<string, { words: Offsets; parts: Offsets }>();

  let mini: MiniSearch<Doc> | undefined;
  const build = () => {
    const loaded = [...shards.keys()]
      .sort((a, b) => a - b)
      .flatMap((shard) => shards.get(shard)!.map(([term, postings]): [string, Postings] => [term, postings]));
    mini = MiniSearch.loadJS<Doc>(
      {
        documentCount: meta.documentCount,
        nextId: docCount,
        documentIds: Object.fromEntries(Array.from({ length: docCount }, (_, id) => [id, id])),
        fieldIds: meta.fieldIds,
        fieldLength: Object.fromEntries(meta.fieldLength.map((length, id) => [id, length])),
        averageFieldLength: meta.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: loaded,
        serializationVersion: 2,
      },
      MINI_OPTIONS,
    );
    return mini;
  };

  return {
    missing,
    /** MiniSearch over the term shards loaded. */
    mini: {
      search(query: string | ({ queries: string[] } & SearchOptions), options: SearchOptions = {}) {
        const terms = typeof query === 'string' ? [query] : query.queries;
        const wanted = typeof query === 'string' ? options : { ...query, ...options };
        for (const term of terms)
          for (const shard of termShards(meta, latin, term, wanted)) if (!shards.has(shard)) missing.shards.add(shard);
        return (mini ?? build()).search(query as string, options);
      },
    } as SearchIndex['mini'],
    /** Whether the shards of these terms are all loaded. */
    holds: (terms: string[]) => terms.every((term) => shardRange(meta.shardStarts, term, false).every((n) => shards.has(n))),
    /** Whether this run read a shard that is not loaded (pages aside). */
    missedShards: () => missing.shards.size + missing.words.size + missing.same.size > 0,
    /** Where a Chinese pair stands (field → doc → offsets). */
    pairAt(pair: string): Offsets | undefined {
      for (const shard of shardRange(meta.shardStarts, pair, false)) if (!shards.has(shard)) missing.shards.add(shard);
      return pairOffsets.get(pair);
    },
    /** Which words of the short fields a term is, whole or in part. */
    shortAt: (term: string) => shortAt.get(term),
    /** Offsets of the words of texts and descriptions that are `word` (or start with it), in one field of a doc. */
    wordIn(word: string, prefix: boolean, docId: number, field: number): Set<number> {
      const at = new Set<number>();
      for (const shard of shardRange(meta.wordStarts, word, prefix)) {
        const loaded = wordShards.get(shard);
        if (!loaded) {
          missing.words.add(shard);
          continue;
        }
        for (const [key, offsets] of loaded)
          if (key === word || (prefix && key.startsWith(word))) for (const i of offsets[field]?.[docId] ?? []) at.add(i);
      }
      return at;
    },
    /** The docs and fields whose squashed text is `squashed`, as `[doc, field id, …]`. */
    sameIn(squashed: string): number[] {
      if (meta.sameStarts.length === 0) return [];
      const n = last(meta.sameStarts, squashed);
      const shard = sameShards.get(n);
      if (!shard) missing.same.add(n);
      return shard?.get(squashed) ?? [];
    },
    /** Before a run: nothing noted yet. */
    reset() {
      for (const set of Object.values(missing)) set.clear();
    },
    add(loaded: LoadedShards) {
      for (const [n, shard] of loaded.shards ?? []) {
        shards.set(n, shard);
        for (const [term, , pairs, words, parts] of shard) {
          if (pairs) pairOffsets.set(term, pairs);
          if (words || parts) shortAt.set(term, { words: words || {}, parts: parts || {} });
        }
        mini = undefined;
      }
      for (const [n, shard] of loaded.words ?? []) wordShards.set(n, new Map(shard));
      for (const [n, shard] of loaded.same ?? []) sameShards.set(n, new Map(shard));
    },
  };
}

export type ShardStore = ReturnType<typeof createShardStore>;
