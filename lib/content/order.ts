/** One entry of `content/sidebars/<section>.json` (content/README.md, "Sidebars"). */
export type OrderEntry =
  string | { page: string; label: string } | { label: string; dir: string; items: OrderEntry[]; collapsed?: boolean };

/** One nav section with its sidebar order, as lib/content/load.ts reads it. */
export interface SectionOrder {
  section: string;
  file: string;
  entries: OrderEntry[];
}
