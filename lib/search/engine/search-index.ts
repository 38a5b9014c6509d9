import MiniSearch from 'minisearch';
import { CJK_RUN, isCjk, squash, tokenize } from './tokenize';
import { FIELDS, WEIGHT, type Doc } from './fields';
import { wholeFieldText, type FieldText } from './field-text';
import { synonymsOf, type Synonyms } from './synonyms';
import type { SearchPage, SearchSection } from './types';

/** One page intro or section, as the search ranks and shows it. */
export interface SearchRecord {
  /** Index of the page in `SearchIndex.pages`. */
  page: number;
  section: SearchSection;
  url: string;
  /** Place in the site's reading order. */
  position: number;
}

export interface SearchIndex {
  pages: SearchPage[];
  records: SearchRecord[];
  mini: Pick<MiniSearch<Doc>, 'search'>;
  /** Fields by document id: one document per record, then one per page (id `records.length + page`). */
  docs: Doc[];
  /** What ranking asks about the text of the docs' fields (./field-text.ts). */
  text: FieldText;
  /** Weight of each record's heading and of its parent heading. */
  headingWeight: { heading: number; parents: number }[];
  /** Each page's intro record. */
  intro: number[];
  /** Readers' words for the docs' terms the pages use (lib/search/engine/synonyms.ts). */
  synonyms: Synonyms;
}

/** The document id of a page's own fields (title, file name, description, labels). */
export const pageDoc = (index: SearchIndex, page: number) => index.records.length + page;

/** A page's file name as a second, shorter title: `/guide/basic/auto-nav-sidebar/` → `auto nav sidebar`. */
export const slugOf = (url: string) => (url.replace(/\/$/, '').split('/').pop() ?? '').replace(/-/g, ' ');

/** Where a section is: its page's address with its anchor, the page's own for the intro. */
export const sectionUrl = (pageUrl: string, section: Pick<SearchSection, 'id'>) => (section.id ? `${pageUrl}#${section.id}` : pageUrl);

/** A section's headings as a doc's fields: its own, and those above it. */
export const headingFields = (path: string[]) => ({ heading: path.at(-1) ?? '', parents: path.slice(0, -1).join(' ') });

/**
 * A heading that several pages share (the Installation and Usage of every plugin page) tells them
 * apart less: its weight is divided by the square root of how many pages have it, never below text.
 */
export function headingWeights(records: SearchRecord[]): { heading: number; parents: number }[] {
  const pagesOf = new Map<string, Set<number>>();
  for (const record of records) {
    const heading = squash(record.section.path.at(-1) ?? '');
    if (heading) pagesOf.set(heading, (pagesOf.get(heading) ?? new Set()).add(record.page));
  }
  const weight = (heading: string | undefined, base: number) =>
    Math.max(WEIGHT.content, base / Math.sqrt(pagesOf.get(squash(heading ?? ''))?.size ?? 1));
  return records.map(({ section }) => ({
    heading: weight(section.path.at(-1), WEIGHT.heading),
    parents: weight(section.path.at(-2), WEIGHT.parents),
  }));
}

/**
 * The sentence that introduces a section under a heading with no Chinese (an option such as
 * `hideNavbar`) in Chinese text: it says in Chinese what the heading names (`控制何时隐藏导航栏`), so
 * it counts as the heading does. It is the first sentence of the text, from its first Chinese word
 * after the labels before it (`类型： … 默认值： 'never'`).
 */
export function leadSentence(section: SearchSection): string {
  const heading = section.path.at(-1) ?? '';
  if (!heading || isCjk(heading)) return '';
  const sentence = section.text.split(/[。！？]/)[0];
  const afterLabels = sentence.slice(sentence.lastIndexOf('：') + 1);
  // From its first Chinese word: the value of the last label (`'never'`) is not the sentence.
  const lead = afterLabels.slice(Math.max(0, afterLabels.search(CJK_RUN)));
  // Chinese prose, not an English sentence quoting a Chinese word.
  const chinese = lead.match(CJK_RUN)?.join('').length ?? 0;
  return chinese > (lead.match(/[a-z]/gi)?.length ?? 0) ? lead.trim() : '';
}

/** How the index is built, and rebuilt from its shards (lib/search/split/sharded-index.ts). */
export const MINI_OPTIONS = { idField: 'id', fields: FIELDS, tokenize, processTerm: (term: string) => term };

/** One page's records (ids from `first`) with the docs of their sections, and the doc of the page's own fields. */
export function pageParts(page: SearchPage, p: number, first: number, pageDocId: number) {
  const records: SearchRecord[] = [];
  const docs: Doc[] = [];
  let intro: number | undefined;
  page.sections.forEach((section, i) => {
    const id = first + i;
    if (!section.id) intro ??= id;
    records.push({ page: p, section, url: sectionUrl(page.url, section), position: id });
    docs.push({ id, ...headingFields(section.path), lead: leadSentence(section), content: section.text });
  });
  const pageDoc: Doc = {
    id: pageDocId,
    title: page.title,
    slug: slugOf(page.url),
    description: page.description,
    labels: page.labels.join(' '),
    ...(page.opens?.section ? { nav: page.opens.section } : {}),
    ...(page.opens?.groups.length ? { group: page.opens.groups.join(' ') } : {}),
  };
  return { records, docs, pageDoc, intro };
}

/** The first record of each page, and the number of records. */
export function recordStarts(pages: SearchPage[]): { first: number[]; recordCount: number } {
  const first: number[] = [];
  let next = 0;
  for (const page of pages) {
    first.push(next);
    next += page.sections.length;
  }
  return { first, recordCount: next };
}

/** Indexes the search file of one language: one document per section, one per page. */
export function createIndex(pages: SearchPage[]): SearchIndex {
  const { first, recordCount } = recordStarts(pages);
  const parts = pages.map((page, p) => pageParts(page, p, first[p], recordCount + p));
  const records = parts.flatMap((part) => part.records);
  const docs = [...parts.flatMap((part) => part.docs), ...parts.map((part) => part.pageDoc)];
  const intro = parts.map((part) => part.intro!);

  const mini = new MiniSearch<Doc>(MINI_OPTIONS);
  mini.addAll(docs);
  return {
    pages,
    records,
    mini,
    docs,
    text: wholeFieldText(docs),
    headingWeight: headingWeights(records),
    intro,
    synonyms: synonymsOf(pages),
  };
}
