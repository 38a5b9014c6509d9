'use client';

import { SiteLink } from './site-link.client';
import { usePathname } from 'next/navigation';
import type { Lang } from '@/lib/types';
import { HTML_LANG } from '@/lib/i18n/locales';
import { switchLanguagePath } from '@/lib/urls';
import { TranslateIcon } from './icons';

/** A link to the same page in the other language. */
export function LanguageSwitcher({
  target,
  label,
  ariaLabel,
}: {
  target: Lang;
  label: string;
  /** The link's accessible name, which contains `label`. */
  ariaLabel: string;
}) {
  const href = switchLanguagePath(usePathname() ?? '/', target);
  return (
    <SiteLink
      href={href}
      className="icon-button language-switcher"
      hrefLang={HTML_LANG[target]}
      lang={HTML_LANG[target]}
      aria-label={ariaLabel}
    >
      <TranslateIcon />
      <span>{label}</span>
    </SiteLink>
  );
}
