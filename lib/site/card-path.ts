import type { ContentPage } from '../content';
import { withBasePath } from './base-path.mjs';
import { SITE_ROOT } from './url';

/** The size every social network shows a large card at. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where a page's card is in the export: `/og/en/guide/start/introduction.png`, `/og/zh/index.png`. */
export function cardPath(page: Pick<ContentPage, 'key' | 'record'>): string {
  return `/og/${page.record.lang}/${page.key}.png`;
}

/** The card's absolute address, as `og:image` needs it. */
export function cardUrl(page: Pick<ContentPage, 'key' | 'record'>): string {
  return `${SITE_ROOT}${cardPath(page)}`;
}

/** A card's address as the browser requests it (for tests and previews): under the base path. */
export const cardHref = (page: Pick<ContentPage, 'key' | 'record'>) => withBasePath(cardPath(page));
