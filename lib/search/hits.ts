import { searchIndex, type RankedRecord, type SearchIndex } from './engine';
import { escapeHtml, highlight, matchRanges, snippet, type Highlighted } from './highlight';

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
  _highlightResult: { hierarchy: Record<Level, Highlighted>; content: Highlighted };
  _snippetResult: { hierarchy: Record<Level, Highlighted>; content: Highlighted };
}

const PATH_SEPARATOR = ' › ';

/**
 * A ranked record as a DocSearch hit. DocSearch groups hits by lvl0 (here the page's place, one group
 * per page) and shows each hit as a title line and a path line:
 * - the page intro (lvl1): the page title, then the text that matched (intro or description);
 * - a section whose heading shows every word it matched (lvl2–lvl4): the heading, then the page title
 *   and the headings above it;
 * - a section matched in its text (content): a snippet with the words marked, then the page title and
 *   the section's headings.
 * The marks are the document terms the engine matched (prefix and typo matches included). DocSearch
 * puts these strings into the page as HTML, so every text is escaped, with only our own `<mark>` added.
 */
export function toHit(index: SearchIndex, ranked: RankedRecord): LocalHit {
  const { record } = ranked;
  const terms = new Set(ranked.terms);
  const page = index.pages[record.page];
  const headings = record.section.path;
  const isIntro = !record.section.id;
  const has = (text: string) => matchRanges(text, terms).length > 0;
  const shownAbove = [page.title, ...headings].some(has);
  const text = record.section.text;
  const textMatched = has(text);
  // Body text shows when it holds a match the headings do not show.
  const bodyExplains = textMatched && [...new Set(matchRanges(text, terms).map(([s, e]) => text.slice(s, e).toLowerCase()))].some(
    (word) => ![page.title, ...headings].some((h) => h.toLowerCase().includes(word)),
  );
  const type: LocalHit['type'] = isIntro ? 'lvl1' : bodyExplains || !shownAbove ? 'content' : (`lvl${headings.length + 1}` as LocalHit['type']);

  const values: (string | null)[] = LEVELS.map((_, i) => (i === 0 ? page.place : i === 1 ? page.title : (headings[i - 2] ?? null)));
  const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, values[i] === null ? null : escapeHtml(values[i]!)])) as Record<
    Level,
    string | null
  >;
  const highlighted = Object.fromEntries(
    LEVELS.map((level, i) => [level, i === 0 ? highlight(values[0]!, new Set()) : highlight(values[i] ?? '', terms)]),
  ) as Record<Level, Highlighted>;
  // The path line under a section hit: the page title and the headings above what the title line shows.
  const pathAbove = type === 'content' ? headings : headings.slice(0, -1);
  const snippetHierarchy = { ...highlighted, lvl1: isIntro ? highlighted.lvl1 : highlight([page.title, ...pathAbove].join(PATH_SEPARATOR), terms) };

  // An intro hit's second line: its text where it matched, else the description.
  const body = isIntro && !textMatched && (has(page.description) || !text) ? page.description : text;
  const [path, anchor] = record.url.split('#');
  return {
    objectID: String(record.position),
    url: record.url,
    url_without_anchor: path,
    anchor: anchor ?? null,
    type,
    content: type === 'content' || (isIntro && body) ? escapeHtml(body) : null,
    hierarchy,
    _highlightResult: { hierarchy: highlighted, content: highlight(body, terms) },
    _snippetResult: { hierarchy: snippetHierarchy, content: snippet(body, terms) },
  };
}

/** The hits of one query, in the order the dialog shows them (what the local client answers). */
export function searchHits(index: SearchIndex, query: string, hitsPerPage = 20): LocalHit[] {
  return searchIndex(index, query, hitsPerPage).map((ranked) => toHit(index, ranked));
}
