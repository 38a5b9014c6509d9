import type { SearchPage } from '@/lib/search/engine/types';

type Section = [id: string, path: string[], text: string];

/** A page of the search file: its intro text, then its sections. */
export function searchPage(
  url: string,
  title: string,
  intro: string,
  sections: Section[] = [],
  extra: Partial<SearchPage> = {},
): SearchPage {
  return {
    url,
    title,
    place: `Guide › ${title}`,
    description: '',
    labels: [],
    sections: [{ id: '', path: [], text: intro }, ...sections.map(([id, path, text]) => ({ id, path, text }))],
    ...extra,
  };
}
