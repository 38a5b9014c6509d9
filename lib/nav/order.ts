import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_ROOT } from '../content';

/** One entry of `content/sidebars/<section>.json` (content/README.md, "Sidebars"). */
export type OrderEntry =
  string | { page: string; label: string } | { label: string; dir: string; items: OrderEntry[]; collapsed?: boolean };

export interface SectionOrder {
  section: string;
  file: string;
  entries: OrderEntry[];
}

/** The nav sections in order (`content/nav.json`) with each one's sidebar order file. */
export function readOrder(root: string = CONTENT_ROOT): SectionOrder[] {
  const sections = JSON.parse(fs.readFileSync(path.join(root, 'nav.json'), 'utf8')) as string[];
  return sections.map((section) => {
    const file = path.join(root, 'sidebars', `${section}.json`);
    return {
      section,
      file: path.relative(process.cwd(), file),
      entries: JSON.parse(fs.readFileSync(file, 'utf8')) as OrderEntry[],
    };
  });
}
