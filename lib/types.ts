/** The records the site is built from (page, nav, sidebar, locale, tool link). `lib/` derives everything the site shows into these shapes. */

export type Lang = 'en' | 'zh';

export interface TocItem {
  text: string;
  id: string;
  /** 2 to 4 */
  depth: number;
  /** Offset of the heading in the page's plain text, as Rspress records it. */
  charIndex: number;
}

export interface HeroAction {
  theme: 'brand' | 'alt';
  text: string;
  link: string;
}

export interface HomeFrontmatter {
  pageType: 'home';
  title: string;
  titleSuffix: string;
  description?: string;
  hero: {
    name: string;
    text: string;
    tagline: string;
    actions: HeroAction[];
    image: { src: string; alt: string };
  };
  features: { title: string; details: string; icon: string }[];
}

export interface DocFrontmatter {
  title: string;
  description?: string;
  overview?: boolean;
  pageType?: 'doc';
  /** On an English page: publish it before its translation; the other languages show it in English meanwhile. */
  awaitingTranslation?: true;
  /** Old heading id → the id it was renamed to; the page sends `#old` on to `#new`. */
  anchors?: Record<string, string>;
}

export type Frontmatter = DocFrontmatter | HomeFrontmatter;

export interface PageRecord {
  title: string;
  routePath: string;
  lang: Lang;
  toc: TocItem[];
  frontmatter: Frontmatter;
  /** Multi-version is off: always ''. */
  version: '';
  /** Path below `content/<lang>/`, e.g. `guide/start/introduction.mdx`. */
  relativePath: string;
}

export interface NavItem {
  text: string;
  link: string;
  activeMatch: string;
}

export interface SidebarItem {
  text: string;
  link?: string;
  /** The page's file key: `<section>/<dir>/<name>`, or the group's message key. */
  key: string;
  collapsible?: boolean;
  collapsed?: boolean;
  items?: SidebarItem[];
}

export interface LocaleConfig {
  lang: Lang;
  nav: NavItem[];
  sidebar: Record<string, SidebarItem[]>;
}

export interface ToolLink {
  name: string;
  /** Chinese description. */
  desc: string;
  descEn?: string;
  logo: string;
  logoScale?: number;
  url: string;
  urlEn?: string;
}

export interface MenuGroup {
  title: string;
  titleEn: string;
  links: ToolLink[];
}
