import type { ContentPage } from '../content';
import { SITE_ROOT } from '../hosting/url';
import { cardPath } from '../urls';

/** The size every social network shows a large card at. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The card's absolute address, as `og:image` needs it. */
export function cardUrl(page: Pick<ContentPage, 'key' | 'record'>): string {
  return `${SITE_ROOT}${cardPath(page)}`;
}
