/** One page of the search file (`/search-index/<lang>.<hash>.json`), in the site's reading order. */
export interface SearchPage {
  /** `/guide/basic/deploy/` */
  url: string;
  title: string;
  /** Where the page sits: its sidebar group (or nav section) › its title. Also the dialog's group header. */
  place: string;
  /** Frontmatter `description`. */
  description: string;
  /** Names the site gives the page besides its title: sidebar label, sidebar group, nav section. */
  labels: string[];
  /** The intro (no heading, `id` empty) and one entry per h2–h4 section. */
  sections: SearchSection[];
  /** The nav section and the sidebar groups the page opens (it is their first page): their labels. */
  opens?: { section?: string; groups: string[] };
  /**
   * Readers' words (content/glossary.md) of the docs' terms this page is the first to use, term →
   * readers' words: the engine gathers them from every page (lib/search/engine/synonyms.ts).
   */
  synonyms?: Record<string, string[]>;
}

export interface SearchSection {
  /** Heading id; empty for the intro. */
  id: string;
  /** Headings from h2 down to this section's own heading. */
  path: string[];
  text: string;
}
