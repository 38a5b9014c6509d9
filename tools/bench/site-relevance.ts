/**
 * Search relevance of the site as it is: each language's reader queries (tools/bench/relevance/) run
 * against an index built from content/, printed with the figures of each query file. The full bench,
 * `--check` and `--relevance` all evaluate it here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGS } from '../../lib/i18n/locales';
import { createIndex } from '../../lib/search/engine/search-index';
import { searchHits } from '../../lib/search/engine/hits';
import { searchPages } from '../../lib/search/indexing/index-file';
import type { Lang } from '../../lib/types';
import { evaluate, formatReport, formatSets, pageOf, relevanceProblems, type RelevanceReport, type RelevanceSet } from './relevance';

const QUERIES = 'tools/bench/relevance';

/** Each query file of a language with its name. */
function relevanceFiles(lang: Lang): { name: string; set: RelevanceSet }[] {
  return [`${lang}.json`, `${lang}.unseen.json`]
    .filter((name) => fs.existsSync(path.join(QUERIES, name)))
    .map((name) => ({ name, set: JSON.parse(fs.readFileSync(path.join(QUERIES, name), 'utf8')) as RelevanceSet }));
}

/**
 * A language's reader queries: the set the engine was tuned on (`<lang>.json`) and the held-out set
 * written before measuring it (`<lang>.unseen.json`); the gate holds for their union.
 */
export function relevanceSet(lang: Lang): RelevanceSet {
  const sets = relevanceFiles(lang).map(({ set }) => set);
  return { queries: sets.flatMap((set) => set.queries), noResults: sets.flatMap((set) => set.noResults) };
}

/** Every language's relevance, printed as it goes, with what fails the gate (relevance.ts). */
export function siteRelevance(): { lang: Lang; report: RelevanceReport; problems: string[] }[] {
  return LANGS.map((lang) => {
    const pages = searchPages(lang);
    const set = relevanceSet(lang);
    const index = createIndex(pages);
    const search = (query: string) => searchHits(index, query);
    const report = evaluate(set, search);
    console.log(formatReport(lang, report).join('\n'));
    console.log(formatSets(relevanceFiles(lang).map(({ name, set }) => ({ name, report: evaluate(set, search) }))).join('\n'));
    return { lang, report, problems: relevanceProblems(lang, set, report, new Set(pages.map((p) => pageOf(p.url)))) };
  });
}
