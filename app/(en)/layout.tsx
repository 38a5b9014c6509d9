import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { LocaleLayout } from '@/components/locale-layout';

export default function EnglishLayout({ children }: { children: ReactNode }) {
  setRequestLocale('en');
  return <LocaleLayout lang="en">{children}</LocaleLayout>;
}
