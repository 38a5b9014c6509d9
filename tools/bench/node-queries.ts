import { LANGS } from '../../lib/i18n/locales';
import { searchHits } from '../../lib/search/engine/hits';
import { searchPages } from '../../lib/search/indexing/index-file';
import { createIndex } from '../../lib/search/engine/search-index';
import { percentile } from './percentile';
import { relevanceSet } from './site-relevance';

/** Query latency in Node, hits included: words and headings of the site itself, then the reader queries; deterministic. */
export function nodeQueries() {
  return LANGS.map((lang) => {
    const pages = searchPages(lang);
    const started = performance.now();
    const index = createIndex(pages);
    const indexMs = performance.now() - started;
    const queries = pages
      .flatMap((p) => p.sections)
      .flatMap((s) => [s.path.at(-1) ?? '', (s.path.at(-1) ?? '').slice(0, 4), ...s.text.split(/\s+/).slice(3, 5)])
      .filter((q) => q.trim())
      .slice(0, 400)
      .concat(relevanceSet(lang).queries.map((q) => q.q));
    const times = queries.map((q) => {
      const t = performance.now();
      searchHits(index, q);
      return performance.now() - t;
    });
    return {
      lang,
      queries: times.length,
      indexMs: Number(indexMs.toFixed(1)),
      p50Ms: Number(percentile(times, 50).toFixed(2)),
      p95Ms: Number(percentile(times, 95).toFixed(2)),
    };
  });
}
