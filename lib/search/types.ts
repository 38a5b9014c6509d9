/** One searchable unit: the intro of a page or the text under one heading. */
export interface SearchDocument {
  id: number;
  /** `/guide/start/introduction/#why-rspress` */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4';
  /** lvl0 section label, lvl1 page title, lvl2–lvl4 heading path. */
  hierarchy: [string, string, ...string[]];
  /** Page title, only on the page's own document, so a title match ranks the page first. */
  title: string;
  /** The heading of this section. */
  heading: string;
  content: string;
}
