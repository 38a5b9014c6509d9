import { pageParts, type SearchIndex, type SearchRecord } from '../engine/search-index';
import type { Doc } from '../engine/fields';
import type { SearchPage } from '../engine/types';
import { shardedFieldText } from './field-text';
import type { ShardMeta } from './format';
import { createShardStore, last, type LoadedShards } from './shard-store';

const EMPTY_PAGE: SearchPage = { url: '', title: '', place: '', description: '', labels: [], sections: [] };

/**
 * The part of a language's index that queries have needed so far, loaded in parts: the shards
 * (./shard-store.ts), and pages. Ranking reads the meta and the shards; only the hits shown read a
 * page. `index` is a `SearchIndex` the engine runs on unchanged: what it reads and is not loaded yet
 * is noted in `missing` (and stands in empty), so the caller loads it and runs again, until a run
 * reads nothing missing.
 */
export function createShardedIndex(meta: ShardMeta) {
  const store = createShardStore(meta);
  const { missing } = store;
  const pageOfRecord = (id: number) => last(meta.firstRecord, id);
  const pageOfDoc = (id: number) => (id >= meta.recordCount ? id - meta.recordCount : pageOfRecord(id));
  const pages: SearchPage[] = new Array(meta.firstRecord.length);
  const records: SearchRecord[] = new Array(meta.recordCount);
  const docs: Doc[] = new Array(meta.recordCount + meta.firstRecord.length);

  /** Whether ranking, in this run, read a page not loaded yet (then the hits will change). */
  let rankingMissed = false;
  /** Notes the page of a doc whose text ranking reads as missing, and stands in as `empty`. */
  const needPage = <T>(p: number, empty: T): T => ((rankingMissed = true), missing.pages.add(p), empty);
  /** The same for a hit shown, once ranking has read all it needs: before, the hits will change. */
  const needShown = <T>(p: number, empty: T): T => {
    if (!rankingMissed && !store.missedShards()) missing.pages.add(p);
    return empty;
  };
  /** An array the engine reads by id: an entry not loaded yet stands in as `empty` (which notes what is missing). */
  const watched = <T>(array: T[], empty: (i: number) => T): T[] =>
    new Proxy(array, {
      // Hot: the engine reads these arrays in every loop. An entry loaded is never undefined.
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        return value === undefined && typeof key === 'string' && /^\d+$/.test(key) ? empty(Number(key)) : value;
      },
    });
  const getters = (read: Record<string, () => unknown>): PropertyDescriptorMap =>
    Object.fromEntries(Object.entries(read).map(([key, get]) => [key, { enumerable: true, get }]));

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
    text: shardedFieldText(meta, store, (docId, field) => index.docs[docId][field]),
    headingWeight: Array.from({ length: meta.recordCount }, (_, id) => ({
      heading: meta.headingWeights[2 * id],
      parents: meta.headingWeights[2 * id + 1],
    })),
    intro: meta.intro.map((id) => (id < 0 ? undefined : id)) as number[],
    mini: store.mini,
    synonyms: new Map(Object.entries(meta.synonyms ?? {})),
  };

  return {
    index,
    missing,
    /** Before a run: nothing noted yet. */
    reset() {
      store.reset();
      rankingMissed = false;
    },
    /** Takes in what was loaded; the next run of the engine reads it. */
    add(loaded: LoadedShards & { pages?: [number, SearchPage][] }) {
      store.add(loaded);
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
