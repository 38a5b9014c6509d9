import type { Lang } from '@/lib/types';

export function SearchSlot({ lang }: { lang: Lang }) {
  void lang;
  return null;
}
