import { TOOLS_MENU_HEADER, localizeTool, menuGroupTitle, toolGrid, toolsMenu } from '@/lib/rstack-tools';
import { messagesOf, translatorOf } from '@/lib/i18n/messages';
import type { ToolLink } from '@/lib/types';

const texts = { en: messagesOf('en'), zh: messagesOf('zh') };
const translators = { en: translatorOf('en'), zh: translatorOf('zh') };
const menu = toolsMenu(translators);
const grid = toolGrid(translators);
const HAN = /\p{Script=Han}/u;

describe('toolsMenu', () => {
  it('has one group titled Rstack in both languages', () => {
    expect(menu).toHaveLength(1);
    expect(menuGroupTitle(menu[0], 'en')).toBe('Rstack');
    expect(menuGroupTitle(menu[0], 'zh')).toBe('Rstack');
  });

  it('lists the six links in popover order', () => {
    expect(menu[0].links.map((l) => l.name)).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'Awesome Rspack']);
  });

  it('takes desc from the Chinese messages and descEn from the English ones, never swapped', () => {
    for (const link of menu[0].links) {
      expect(link.desc).toMatch(HAN);
      expect(link.descEn).toBeTruthy();
      expect(link.descEn).not.toMatch(HAN);
      expect(link.logo).toMatch(/^https:\/\//);
    }
    expect(menu[0].links[0]).toMatchObject({ desc: texts.zh.tools.rspack.menu, descEn: texts.en.tools.rspack.menu });
  });
});

describe('toolGrid', () => {
  it('has the five tools without Awesome Rspack, in grid order', () => {
    expect(grid.map((t) => t.name)).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor', 'Rslib']);
  });

  it('uses the longer grid descriptions, Chinese in desc and English in descEn', () => {
    for (const tool of grid) {
      expect(tool.desc).toMatch(HAN);
      expect(tool.descEn).not.toMatch(HAN);
      const inMenu = menu[0].links.find((l) => l.name === tool.name)!;
      expect(tool.descEn!.length).toBeGreaterThan(inMenu.descEn!.length);
    }
  });

  it('links each tool to the same address as the menu', () => {
    const urls = new Map(menu[0].links.map((l) => [l.name, l.url]));
    for (const tool of grid) expect(tool.url).toBe(urls.get(tool.name));
  });
});

describe('urls', () => {
  it('are all https', () => {
    const all: ToolLink[] = [...menu.flatMap((g) => g.links), ...grid];
    for (const tool of all) {
      expect(tool.url).toMatch(/^https:\/\//);
      if (tool.urlEn) expect(tool.urlEn).toMatch(/^https:\/\//);
    }
    expect(TOOLS_MENU_HEADER.link).toMatch(/^https:\/\//);
    expect(TOOLS_MENU_HEADER.logo).toMatch(/^https:\/\//);
  });
});

describe('menuGroupTitle', () => {
  it('uses titleEn in English and title in Chinese', () => {
    const group = { title: '工具', titleEn: 'Tools', links: [] };
    expect(menuGroupTitle(group, 'en')).toBe('Tools');
    expect(menuGroupTitle(group, 'zh')).toBe('工具');
  });
});

describe('localizeTool', () => {
  const rsdoctor = menu[0].links.find((l) => l.name === 'Rsdoctor')!;

  it('uses descEn in English and desc in Chinese', () => {
    expect(localizeTool(rsdoctor, 'en')).toEqual({
      name: 'Rsdoctor',
      desc: 'Build analysis tool',
      url: 'https://rsdoctor.dev',
      logo: rsdoctor.logo,
      logoScale: 0.95,
    });
    expect(localizeTool(rsdoctor, 'zh')).toMatchObject({ desc: '构建过程分析工具', url: 'https://rsdoctor.dev' });
  });

  it('falls back to desc without descEn and uses urlEn only in English', () => {
    const tool: ToolLink = { name: 'T', desc: '中文', logo: 'https://x/l.svg', url: 'https://cn.example', urlEn: 'https://en.example' };
    expect(localizeTool(tool, 'en')).toMatchObject({ desc: '中文', url: 'https://en.example' });
    expect(localizeTool(tool, 'zh')).toMatchObject({ desc: '中文', url: 'https://cn.example' });
  });
});
