import type { ContentPage } from '../content';
import { SITE } from './constants';

/** The page's source file in the repository: `docRepoBaseUrl/<language of its text>/<relative file path>`. */
export function editLinkHref(page: ContentPage): string {
  return `${SITE.docRepoBaseUrl}/${page.textLang}/${page.record.relativePath}`;
}
