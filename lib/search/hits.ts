import type { StoredResult } from './engine';
import { escapeHtml, highlight, queryTerms, snippet } from './highlight';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

/** The Algolia-shaped hit DocSearch renders (only the fields it reads). */
export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'content';
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: { hierarchy: Record<Level, ReturnType<typeof highlight>>; content: ReturnType<typeof highlight> };
  _snippetResult: { hierarchy: Record<Level, ReturnType<typeof highlight>>; content: ReturnType<typeof highlight> };
}

/**
 * A search result as a DocSearch hit. DocSearch puts these strings into the page as HTML, so every
 * text (hierarchy, content, highlight, snippet) is escaped here, with only our own `<mark>` added.
 */
export function toHit(result: StoredResult, query: string): LocalHit {
  const terms = queryTerms(query);
  const levels = Object.fromEntries(LEVELS.map((level, i) => [level, result.hierarchy[i] ?? null])) as Record<Level, string | null>;
  const headingMatched = LEVELS.slice(1).some((level) => levels[level] && highlight(levels[level]!, terms).matchLevel !== 'none');
  const contentMatched = highlight(result.content, terms).matchLevel !== 'none';
  // A hit whose heading does not contain the words but whose text does is shown as text.
  const type = !headingMatched && contentMatched ? 'content' : result.type;
  const [path, anchor] = result.url.split('#');
  const hierarchyHighlight = Object.fromEntries(LEVELS.map((level) => [level, highlight(levels[level] ?? '', terms)])) as Record<
    Level,
    ReturnType<typeof highlight>
  >;
  return {
    objectID: String(result.id),
    url: result.url,
    url_without_anchor: path,
    anchor: anchor ?? null,
    type,
    content: type === 'content' ? escapeHtml(result.content) : null,
    hierarchy: Object.fromEntries(LEVELS.map((level) => [level, levels[level] === null ? null : escapeHtml(levels[level]!)])) as Record<
      Level,
      string | null
    >,
    _highlightResult: { hierarchy: hierarchyHighlight, content: highlight(result.content, terms) },
    _snippetResult: { hierarchy: hierarchyHighlight, content: snippet(result.content, terms) },
  };
}
