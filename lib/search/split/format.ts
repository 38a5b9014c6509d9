/**
 * The split index's files: what ../indexing/shards.ts writes and ./shard-store.ts reads. Types only, so the
 * browser's code takes nothing of the writer (which gzips with node:zlib).
 */

/** Where a term stands: field id → doc id → offsets (Chinese pairs: characters; words: words of the field). */
export type Offsets = Record<string, Record<string, number[]>>;
/** One term's postings as MiniSearch serialises them: field id → doc id → term frequency. */
export type Postings = Record<string, Record<string, number>>;
/**
 * A run of the sorted terms with their postings, and what ranking reads of each term besides:
 * - `pairs`: a Chinese pair's offsets in each field;
 * - `words`: in the short fields, which words of the field (`shortOf`) the term is whole;
 * - `parts`: in the short fields, which identifiers the term is a part of, with their number of parts,
 *   as pairs `[word, parts, word, parts, …]`.
 * 0 stands for none.
 */
export type Shard = [term: string, postings: Postings, pairs?: Offsets | 0, words?: Offsets | 0, parts?: Offsets | 0][];
/** A run of the sorted words of texts and descriptions (letters and digits), with where each stands. */
export type WordShard = [word: string, offsets: Offsets][];
/** A run of the sorted short fields, squashed, each with its docs and fields: `[doc, field id, doc, field id, …]`. */
export type SameShard = [squashed: string, fields: number[]][];

/** What every query needs first (`meta` file): the index's counts, the numbers ranking reads, and where each shard starts. */
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
  /** Each record's heading weight and parent heading weight, in a row. */
  headingWeights: number[];
  /** How many words each doc has in each short field (`SHORT_FIELDS`), in a row. */
  shortWords: number[];
  /** The first key of each term shard, word shard, and squashed-field shard. */
  shardStarts: string[];
  wordStarts: string[];
  sameStarts: string[];
  /** Every Latin term: what a typo of a word may be, before its shard is loaded. */
  latin: string[];
  /** Readers' words for the docs' terms the pages use (lib/search/engine/synonyms.ts): reader's word → terms. */
  synonyms: Record<string, string[]>;
}
