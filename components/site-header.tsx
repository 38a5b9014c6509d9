import { SiteLink } from './site-link.client';
import { getTranslations } from 'next-intl/server';
import type { Lang, NavItem } from '@/lib/types';
import { LANGS } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/urls';
import { SITE } from '@/lib/site/constants';
import { withBasePath } from '@/lib/hosting/base-path.mjs';
import { TOOLS_MENU_HEADER, localizeTool, menuGroupTitle, toolsMenu } from '@/lib/rstack-tools';
import { HeaderFrame } from './header-frame.client';
import { NavLinks } from './nav-links.client';
import { LanguageSwitcher } from './language-switcher.client';
import { ThemeToggle } from './theme-toggle.client';
import { SocialLinks } from './social-links';
import { ToolsMenu } from './tools-menu.client';
import { MobileMenu } from './mobile-menu.client';
import { SearchButton } from './search/search-button.client';
import { searchFiles } from '@/lib/search/indexing/index-file';
import { searchIndexUrl } from '@/lib/search/paths';

export async function SiteHeader({ lang, nav }: { lang: Lang; nav: NavItem[] }) {
  const t = await getTranslations({ locale: lang, namespace: 'theme' });
  const search = await getTranslations({ locale: lang, namespace: 'search' });
  const other = LANGS.find((l) => l !== lang)!;
  const otherLabel = (await getTranslations({ locale: other, namespace: 'locale' }))('label');
  const [en, zh] = await Promise.all([getTranslations({ locale: 'en' }), getTranslations({ locale: 'zh' })]);
  const tools = toolsMenu({ en, zh }).map((group) => ({
    title: menuGroupTitle(group, lang),
    links: group.links.map((link) => {
      const tool = localizeTool(link, lang);
      return { ...tool, label: t('toolLink', { name: tool.name, description: tool.desc }) };
    }),
  }));

  const language = <LanguageSwitcher target={other} label={otherLabel} ariaLabel={t('languageLink', { language: otherLabel })} />;
  const theme = <ThemeToggle labels={{ dark: t('switchToDark'), light: t('switchToLight') }} />;
  const social = <SocialLinks lang={lang} />;

  return (
    <HeaderFrame>
      <div className="navbar-start">
        <ToolsMenu groups={tools} header={TOOLS_MENU_HEADER} label={t('tools')} headerLabel={t('externalLink', { name: tools[0].title })} />
        <SiteLink href={localizePath('/', lang)} className="navbar-title" aria-label={t('home')}>
          <img src={withBasePath(SITE.logo)} alt="" width={28} height={28} />
          <span>{SITE.logoText}</span>
        </SiteLink>
      </div>
      <nav className="navbar-nav" aria-label={t('mainNav')}>
        <NavLinks items={nav} />
      </nav>
      <div className="navbar-end">
        <SearchButton
          lang={lang}
          label={search('button')}
          texts={{ placeholder: search('placeholder'), modal: search.raw('modal') }}
          indexUrl={searchIndexUrl(searchFiles(lang).meta)}
        />
        <div className="navbar-wide">
          {language}
          {theme}
          {social}
        </div>
        <MobileMenu labels={{ open: t('menu'), close: t('closeMenu') }}>
          <nav className="mobile-menu-nav" aria-label={t('mainNav')}>
            <NavLinks items={nav} />
          </nav>
          <div className="mobile-menu-row">
            {language}
            {theme}
          </div>
          <div className="mobile-menu-row">{social}</div>
        </MobileMenu>
      </div>
    </HeaderFrame>
  );
}
