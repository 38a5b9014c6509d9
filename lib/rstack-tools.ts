import type { Lang, MenuGroup, ToolLink } from './types';
import type { Messages } from './i18n/messages';

type ToolKey = keyof Messages['tools'];
type ToolData = Omit<ToolLink, 'desc' | 'descEn'>;

/** The Rstack tools as `@rstack-dev/doc-ui` 1.7.4 lists them; their texts are in messages/. */
const TOOLS: Record<ToolKey, ToolData> = {
  rspack: { name: 'Rspack', logo: 'https://assets.rspack.dev/rspack/rspack-logo.svg', url: 'https://rspack.dev' },
  rsbuild: { name: 'Rsbuild', logo: 'https://assets.rspack.dev/rsbuild/rsbuild-logo.svg', url: 'https://rsbuild.dev' },
  rspress: { name: 'Rspress', logo: 'https://assets.rspack.dev/rspress/rspress-logo-480x480.png', url: 'https://rspress.dev' },
  rslib: { name: 'Rslib', logo: 'https://assets.rspack.dev/rslib/rslib-logo.svg', url: 'https://lib.rsbuild.dev' },
  rsdoctor: {
    name: 'Rsdoctor',
    logo: 'https://assets.rspack.dev/rsdoctor/rsdoctor-logo-480x480.png',
    logoScale: 0.95,
    url: 'https://rsdoctor.dev',
  },
  awesomeRspack: {
    name: 'Awesome Rspack',
    logo: 'https://assets.rspack.dev/others/assets/awesome-rspack.png',
    url: 'https://github.com/web-infra-dev/awesome-rspack',
  },
};

/** Popover order: the five tools, then the resource list. */
const MENU_ORDER: ToolKey[] = ['rspack', 'rsbuild', 'rspress', 'rslib', 'rsdoctor', 'awesomeRspack'];

/** The home page's grid shows the five tools, in this order, with their longer description. */
const GRID_ORDER = ['rspack', 'rsbuild', 'rspress', 'rsdoctor', 'rslib'] as const satisfies ToolKey[];

export const TOOLS_MENU_HEADER = {
  logo: 'https://assets.rspack.dev/web-infra/web-infra-logo.svg',
  link: 'https://github.com/web-infra-dev',
};

/** One language's translator for the tool texts: next-intl's `getTranslations()` in a component, `translatorOf` elsewhere. */
export type ToolTranslator = (key: `tools.${ToolKey}.menu` | `tools.${(typeof GRID_ORDER)[number]}.grid` | 'toolStack.title') => string;

/** The spec's records carry both languages: Chinese in `desc`, English in `descEn`. */
export interface ToolTexts {
  en: ToolTranslator;
  zh: ToolTranslator;
}

/** The tools popover as the spec's Menu group record: one group headed "Rstack", texts from messages/. */
export function toolsMenu({ en, zh }: ToolTexts): MenuGroup[] {
  const links = MENU_ORDER.map((key): ToolLink => ({ ...TOOLS[key], desc: zh(`tools.${key}.menu`), descEn: en(`tools.${key}.menu`) }));
  return [{ title: zh('toolStack.title'), titleEn: en('toolStack.title'), links }];
}

/** The home page's tools grid as Tool link records. */
export function toolGrid({ en, zh }: ToolTexts): ToolLink[] {
  return GRID_ORDER.map((key) => ({ ...TOOLS[key], desc: zh(`tools.${key}.grid`), descEn: en(`tools.${key}.grid`) }));
}

/** A tool link's text and address in a language: English uses descEn / urlEn when present. */
export function localizeTool(tool: ToolLink, lang: Lang): { name: string; desc: string; url: string; logo: string; logoScale?: number } {
  return {
    name: tool.name,
    desc: lang === 'en' ? (tool.descEn ?? tool.desc) : tool.desc,
    url: lang === 'en' ? (tool.urlEn ?? tool.url) : tool.url,
    logo: tool.logo,
    logoScale: tool.logoScale,
  };
}

export function menuGroupTitle(group: MenuGroup, lang: Lang): string {
  return lang === 'en' ? group.titleEn : group.title;
}
