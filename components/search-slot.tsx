import type { Lang } from '@/lib/types';
import { SEARCH_TEXTS } from '@/lib/search/translations';
import { SearchButton } from './search/search-button';

export function SearchSlot({ lang }: { lang: Lang }) {
  return <SearchButton lang={lang} label={SEARCH_TEXTS[lang].button} />;
}
