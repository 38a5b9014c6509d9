import type { SearchTexts } from '@/components/search/search-modal.client';
import { messagesOf } from '@/lib/i18n/messages';
import type { Lang } from '@/lib/types';

/** The dialog texts as the site header passes them (messages/<lang>.json, namespace search). */
export function searchTexts(lang: Lang): SearchTexts {
  const { placeholder, modal } = messagesOf(lang).search;
  return { placeholder, modal };
}
