import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { LocaleLayout } from '@/components/locale-layout';

export default function ChineseLayout({ children }: { children: ReactNode }) {
  setRequestLocale('zh');
  return <LocaleLayout lang="zh">{children}</LocaleLayout>;
}
