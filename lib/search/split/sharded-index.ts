import MiniSearch, { type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {
  MINI_OPTIONS,
  pageParts,
  SHORT_FIELDS,
  type Doc,
  type Phrase,
  type SearchIndex,
  type SearchRecord,
  type ShortField,
} from '../engine/search-index';
import { isPhraseWord, PHRASE_WORD } from '../engine/tokenize';
import type { Offsets, Postings, SameShard, Shard, ShardMeta, WordShard } from './format';
import type { SearchPage } from '../engine/types';

/** The last of sorted `starts` that is not after `key`. */
function last(starts: readonly (string | number)[], key: string | number): number {
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

const EMPTY_PAGE: SearchPage = { url: '', title: '', place: '', description: '', labels: [], sections: [] };

/**
 * The part of a language's index that queries have needed so far, loaded in parts (lib/search/indexing/shards.ts):
 * term shards, word shards, squashed-field shards, and pages. Ranking reads the meta and the shards;
 * only the hits shown read a page. `index` is a `SearchIndex` the engine runs on unchanged: what it reads
 * and is not loaded yet is noted in `missing` (and stands in empty), so the caller loads it and runs
 * again, until a run reads nothing missing.
 */
export function createShardedIndex(meta: ShardMeta) {
  const latin = new SearchableMap<true>();
  for (const word of meta.latin) latin.set(word, true);
  const pageCount = meta.firstRecord.length;
  const docCount = meta.recordCount + pageCount;
  const shards = new Map<number, Shard>();
  const wordShards = new Map<number, Map<string, Offsets>>();
  const sameShards = new Map<number, Map<string, number[]>>();
  const missing = { shards: new Set<number>(), words: new Set<number>(), same: new Set<number>(), pages: new Set<number>() };
  /** Chinese pairs: where each stands. */
  const pairOffsets = new Map<string, Offsets>();
  /** Terms of the short fields: which words of a field each is, whole or in part. */
  const shortAt = new Map<string, { words: Offsets; parts: Offsets }>();

  const pageOfRecord = (id: number) => last(meta.firstRecord, id);
  const pageOfDoc = (id: number) => (id >= meta.recordCount ? id - meta.recordCount : pageOfRecord(id));

  const pages: SearchPage[] = new Array(pageCount);
  const records: SearchRecord[] = new Array(meta.recordCount);
  const docs: Doc[] = new Array(docCount);
  const headingWeight = Array.from({ length: meta.recordCount }, (_, id) => ({
    heading: meta.headingWeights[2 * id],
    parents: meta.headingWeights[2 * id + 1],
  }));
  const fieldNames = Object.fromEntries(Object.entries(meta.fieldIds).map(([name, id]) => [id, name as ShortField]));
  const intro = meta.intro.map((id) => (id < 0 ? undefined : id)) as number[];

  /** An array the engine reads by id: an entry not loaded yet stands in as `empty` (which notes what is missing). */
  const watched = <T>(array: T[], empty: (i: number) => T): T[] =>
    new Proxy(array, {
      // Hot: the engine reads these arrays in every loop. An entry loaded is never undefined.
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        return value === undefined && typeof key === 'string' && /^\d+$/.test(key) ? empty(Number(key)) : value;
      },
    });
  /** Whether ranking, in this run, read something not loaded yet (then the hits will change). */
  let rankingMissed = false;
  /** Notes the page of a doc whose text ranking reads as missing, and stands in as `empty`. */
  const needPage = <T>(p: number, empty: T): T => ((rankingMissed = true), missing.pages.add(p), empty);
  /** The same for a hit shown, once ranking has read all it needs: before, the hits will change. */
  const needShown = <T>(p: number, empty: T): T => {
    if (!rankingMissed && missing.shards.size + missing.words.size + missing.same.size === 0) missing.pages.add(p);
    return empty;
  };
  const getters = (read: Record<string, () => unknown>): PropertyDescriptorMap =>
    Object.fromEntries(Object.entries(read).map(([key, get]) => [key, { enumerable: true, get }]));

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

  /** Where a Chinese pair stands (field → doc → offsets); notes its shard when not loaded. */
  const pairAt = (pair: string): Offsets | undefined => {
    for (const shard of shardRange(meta.shardStarts, pair, false)) if (!shards.has(shard)) missing.shards.add(shard);
    return pairOffsets.get(pair);
  };

  /** Offsets of the words of texts and descriptions that are `word` (or start with it), in one field of a doc. */
  const wordIn = (word: string, prefix: boolean, docId: number, field: number): Set<number> => {
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
  };

  const index: SearchIndex = {
    // Only the hits shown read a page (ranking counts them).
    pages: watched(pages, (p) => needShown(p, EMPTY_PAGE)),
    // Ranking reads only the page and place of a record, known from the meta: the hits shown read the rest.
    records: watched(records, (id) =>
      Object.defineProperties(
        { page: pageOfRecord(id), position: id } as SearchRecord,
        getters({
          section: () => needShown(pageOfRecord(id), { id: '', path: [], text: '' }),
          url: () => needShown(pageOfRecord(id), ''),
        }),
      ),
    ),
    // Ranking reads a doc's text only for a phrase with other characters than letters and digits.
    docs: watched(docs, (id) => needPage(pageOfDoc(id), { id })),
    headingWeight,
    intro,
    mini: {
      search(query: string | ({ queries: string[] } & SearchOptions), options: SearchOptions = {}) {
        const terms = typeof query === 'string' ? [query] : query.queries;
        const wanted = typeof query === 'string' ? options : { ...query, ...options };
        for (const term of terms)
          for (const shard of termShards(meta, latin, term, wanted)) if (!shards.has(shard)) missing.shards.add(shard);
        return (mini ?? build()).search(query as string, options);
      },
    } as SearchIndex['mini'],
    synonyms: new Map(Object.entries(meta.synonyms ?? {})),
    holds: (terms) => terms.every((term) => shardRange(meta.shardStarts, term, false).every((n) => shards.has(n))),
    sameAs(squashed) {
      const found = new Map<number, ShortField[]>();
      if (meta.sameStarts.length === 0) return found;
      const n = last(meta.sameStarts, squashed);
      const shard = sameShards.get(n);
      if (!shard) {
        missing.same.add(n);
        return found;
      }
      const fields = shard.get(squashed) ?? [];
      for (let i = 0; i < fields.length; i += 2) found.set(fields[i], [...(found.get(fields[i]) ?? []), fieldNames[fields[i + 1]]]);
      return found;
    },
    // In the order of the field's words, as `covered` adds them: the same sum to the last bit.
    coverage(docId, field, matched) {
      const f = meta.fieldIds[field];
      const whole = new Set<number>();
      const parts = new Map<number, { found: number; of: number }>();
      for (const term of matched) {
        const at = shortAt.get(term);
        if (!at) continue;
        for (const i of at.words[f]?.[docId] ?? []) whole.add(i);
        const partsAt = at.parts[f]?.[docId] ?? [];
        for (let i = 0; i < partsAt.length; i += 2) {
          const word = parts.get(partsAt[i]) ?? { found: 0, of: partsAt[i + 1] };
          word.found++;
          parts.set(partsAt[i], word);
        }
      }
      let sum = 0;
      for (const i of [...new Set([...whole, ...parts.keys()])].sort((a, b) => a - b))
        sum += whole.has(i) ? 1 : parts.get(i)!.found / parts.get(i)!.of;
      return { covered: sum, words: meta.shortWords[docId * SHORT_FIELDS.length + SHORT_FIELDS.indexOf(field)] };
    },
    // A Chinese word in a field is its pairs one character apart from each other.
    written(docId, text) {
      const chars = [...text];
      const at = chars.slice(1).map((char, i) => pairAt(chars[i] + char));
      if (at.some((offsets) => !offsets)) return false;
      return Object.entries(at[0]!).some(([field, byDoc]) =>
        (byDoc[docId] ?? []).some((start) => at.every((offsets, i) => offsets![field]?.[docId]?.includes(start + i))),
      );
    },
    // Two words side by side: their runs of letters and digits at offsets one apart, each after the one
    // before. That settles a phrase of such words; one with other characters (`--port`, `_meta`) must
    // also be matched on the text itself, whose page loads only where the offsets allow it.
    phrase(docId, field, phrase: Phrase) {
      const runs = [phrase.first, phrase.second].flatMap((word) => (word.match(PHRASE_WORD) ?? []).map((run) => run.toLowerCase()));
      const fieldId = meta.fieldIds[field];
      let at = wordIn(runs[0], false, docId, fieldId);
      for (let r = 1; r < runs.length && at.size > 0; r++) {
        const next = wordIn(runs[r], phrase.last && r === runs.length - 1, docId, fieldId);
        at = new Set([...at].filter((i) => next.has(i + 1)).map((i) => i + 1));
      }
      if (at.size === 0) return false;
      return (isPhraseWord(phrase.first) && isPhraseWord(phrase.second)) || phrase.pattern.test(index.docs[docId][field] ?? '');
    },
  };

  return {
    index,
    missing,
    /** Before a run: nothing noted yet. */
    reset() {
      for (const set of Object.values(missing)) set.clear();
      rankingMissed = false;
    },
    /** Takes in what was loaded; the next run of the engine reads it. */
    add(loaded: {
      shards?: [number, Shard][];
      words?: [number, WordShard][];
      same?: [number, SameShard][];
      pages?: [number, SearchPage][];
    }) {
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
      for (const [p, page] of loaded.pages ?? []) {
        const parts = pageParts(page, p, meta.firstRecord[p], meta.recordCount + p);
        parts.records.forEach((record) => (records[record.position] = record));
        parts.docs.forEach((doc) => (docs[doc.id] = doc));
        docs[parts.pageDoc.id] = parts.pageDoc;
        pages[p] = page;
      }
    },
  };
}

export type ShardedIndex = ReturnType<typeof createShardedIndex>;
export type Missing = { [K in keyof ShardedIndex['missing']]: number[] };

/**
 * Runs `run` on the sharded index until it has read nothing missing: after each run, `load` fetches
 * what the run noted as missing. Each run sees more of the index; the last sees all the query reads.
 */
export async function untilComplete<T>(
  sharded: ShardedIndex,
  load: (missing: Missing) => Promise<Parameters<ShardedIndex['add']>[0]>,
  run: (index: SearchIndex) => T,
): Promise<T> {
  for (;;) {
    sharded.reset();
    const result = run(sharded.index);
    const missing = Object.fromEntries(Object.entries(sharded.missing).map(([kind, set]) => [kind, [...set]])) as Missing;
    if (Object.values(missing).every((list) => list.length === 0)) return result;
    sharded.add(await load(missing));
  }
}
