import MiniSearch, { type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {
  headingFields,
  MINI_OPTIONS,
  sectionUrl,
  shortOf,
  slugOf,
  type Doc,
  type Phrase,
  type SearchIndex,
  type SearchRecord,
} from './search-index';
import { isPhraseWord } from './tokenize';
import type { Offsets, PageMeta, Postings, PageText, Shard, ShardMeta, WordShard } from './shards';
import type { SearchPage, SearchSection } from './types';

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
 * The part of a language's index that queries have needed so far, loaded in parts (lib/search/shards.ts):
 * term shards, word shards, what ranking reads of a page, and a page's text. `index` is a `SearchIndex`
 * the engine runs on unchanged: what it reads and is not loaded yet is noted in `missing` (and stands in
 * empty), so the caller loads it and runs again, until a run reads nothing missing.
 */
export function createShardedIndex(meta: ShardMeta) {
  const latin = new SearchableMap<true>();
  for (const word of meta.latin) latin.set(word, true);
  const pageCount = meta.firstRecord.length;
  const docCount = meta.recordCount + pageCount;
  const shards = new Map<number, Shard>();
  const wordShards = new Map<number, Map<string, Offsets>>();
  const texts = new Map<number, PageText>();
  const missing = { shards: new Set<number>(), words: new Set<number>(), pages: new Set<number>(), texts: new Set<number>() };
  /** Chinese pairs: where each stands. */
  const pairOffsets = new Map<string, Offsets>();

  const pageOfRecord = (id: number) => last(meta.firstRecord, id);
  const pageOfDoc = (id: number) => (id >= meta.recordCount ? id - meta.recordCount : pageOfRecord(id));

  const pages: SearchPage[] = new Array(pageCount);
  const records: SearchRecord[] = new Array(meta.recordCount);
  const docs: Doc[] = new Array(docCount);
  const short: SearchIndex['short'] = new Array(docCount);
  const headingWeight: SearchIndex['headingWeight'] = new Array(meta.recordCount);
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
  /** Whether ranking, in this run, read a page not loaded yet (then the hits will change). */
  let rankingMissed = false;
  /** Notes the page of a doc that ranking reads as missing, and stands in as `empty`. */
  const needPage = <T>(p: number, empty: T): T => ((rankingMissed = true), missing.pages.add(p), empty);
  /**
   * The same for a hit shown. Once ranking has read all it needs, the hits are final: each page shown
   * loads with its text, in one round. Before, the hits will change: their page is enough.
   */
  const needShown = <T>(p: number, empty: T): T => {
    if (!rankingMissed && missing.shards.size + missing.words.size === 0 && !texts.has(p)) missing.texts.add(p);
    missing.pages.add(p);
    return empty;
  };

  /** What the hits shown read of a page; until its file is loaded, nothing (and noted as missing). */
  const textsOf = (p: number): Partial<PageText> => {
    if (!texts.has(p)) missing.texts.add(p);
    return texts.get(p) ?? {};
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
    // Only the hits shown read a page (ranking counts them): with its text.
    pages: watched(pages, (p) => needShown(p, EMPTY_PAGE)),
    // Ranking reads only the page and place of a record, known from the meta: its page is needed only
    // for its section and address, by the hits shown.
    records: watched(records, (id) =>
      Object.defineProperties(
        { page: pageOfRecord(id), position: id } as SearchRecord,
        getters({
          section: () => needShown(pageOfRecord(id), { id: '', path: [], text: '' }),
          url: () => needShown(pageOfRecord(id), ''),
        }),
      ),
    ),
    docs: watched(docs, (id) => needPage(pageOfDoc(id), { id })),
    short: watched(short, (id) => needPage(pageOfDoc(id), {})),
    headingWeight: watched(headingWeight, (id) => needPage(pageOfRecord(id), { heading: 0, parents: 0 })),
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
    // A Chinese word in a field is its pairs one character apart from each other.
    written(docId, text) {
      const chars = [...text];
      const at = chars.slice(1).map((char, i) => pairAt(chars[i] + char));
      if (at.some((offsets) => !offsets)) return false;
      return Object.entries(at[0]!).some(([field, byDoc]) =>
        (byDoc[docId] ?? []).some((start) => at.every((offsets, i) => offsets![field]?.[docId]?.includes(start + i))),
      );
    },
    // Two words of letters and digits side by side: offsets one apart. Other words (`--port`, `page_type`)
    // are matched on the text itself.
    phrase(docId, field, phrase: Phrase) {
      if (!isPhraseWord(phrase.first) || !isPhraseWord(phrase.second)) return phrase.pattern.test(index.docs[docId][field] ?? '');
      const fieldId = meta.fieldIds[field];
      const first = wordIn(phrase.first.toLowerCase(), false, docId, fieldId);
      if (first.size === 0) return false;
      const second = wordIn(phrase.second.toLowerCase(), phrase.last, docId, fieldId);
      return [...first].some((i) => second.has(i + 1));
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
    add(loaded: { shards?: [number, Shard][]; words?: [number, WordShard][]; pages?: [number, PageMeta][]; texts?: [number, PageText][] }) {
      for (const [n, shard] of loaded.shards ?? []) {
        shards.set(n, shard);
        for (const [term, , offsets] of shard) if (offsets) pairOffsets.set(term, offsets);
        mini = undefined;
      }
      for (const [n, shard] of loaded.words ?? []) wordShards.set(n, new Map(shard));
      for (const [p, text] of loaded.texts ?? []) texts.set(p, text);
      for (const [p, { url, title, sections, weights }] of loaded.pages ?? []) {
        const first = meta.firstRecord[p];
        const full = Object.defineProperties(
          { url, title, sections: [] as SearchSection[] },
          getters({
            place: () => textsOf(p).place ?? '',
            description: () => textsOf(p).description ?? '',
            labels: () => textsOf(p).labels ?? [],
          }),
        ) as SearchPage;
        sections.forEach(([path, lead], i) => {
          const id = first + i;
          const section = Object.defineProperties(
            { path } as SearchSection,
            getters({ id: () => textsOf(p).ids?.[i] ?? '', text: () => textsOf(p).texts?.[i] ?? '' }),
          );
          full.sections.push(section);
          records[id] = Object.defineProperties(
            { page: p, section, position: id } as SearchRecord,
            getters({ url: () => sectionUrl(url, section) }),
          );
          const doc: Doc = { id, ...headingFields(path), lead };
          Object.defineProperties(doc, getters({ content: () => textsOf(p).texts?.[i] ?? '' }));
          docs[id] = doc;
          short[id] = shortOf(doc);
          headingWeight[id] = { heading: weights[i][0], parents: weights[i][1] };
        });
        pages[p] = full;
        const pageDoc: Doc = Object.defineProperties(
          { id: meta.recordCount + p, title, slug: slugOf(url) },
          getters({ description: () => textsOf(p).description ?? '', labels: () => (textsOf(p).labels ?? []).join(' ') }),
        );
        docs[pageDoc.id] = pageDoc;
        short[pageDoc.id] = shortOf(pageDoc);
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
