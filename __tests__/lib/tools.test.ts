import { TOOLS_MENU, TOOLS_MENU_HEADER, TOOL_GRID, localizeTool, menuGroupTitle } from '@/lib/tools';
import type { ToolLink } from '@/lib/types';

describe('TOOLS_MENU', () => {
  it('has one group titled Rstack in both languages', () => {
    expect(TOOLS_MENU).toHaveLength(1);
    expect(menuGroupTitle(TOOLS_MENU[0], 'en')).toBe('Rstack');
    expect(menuGroupTitle(TOOLS_MENU[0], 'zh')).toBe('Rstack');
  });

  it('lists the six links in popover order', () => {
    expect(TOOLS_MENU[0].links.map((l) => l.name)).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'Awesome Rspack']);
  });

  it('gives every link a Chinese and an English description and a logo', () => {
    for (const link of TOOLS_MENU[0].links) {
      expect(link.desc).toBeTruthy();
      expect(link.descEn).toBeTruthy();
      expect(link.logo).toMatch(/^https:\/\//);
    }
  });
});

describe('TOOL_GRID', () => {
  it('has the five tools without Awesome Rspack, in grid order', () => {
    expect(TOOL_GRID.map((t) => t.name)).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor', 'Rslib']);
  });

  it('links each tool to the same address as the menu', () => {
    const menu = new Map(TOOLS_MENU[0].links.map((l) => [l.name, l.url]));
    for (const tool of TOOL_GRID) expect(tool.url).toBe(menu.get(tool.name));
  });
});

describe('urls', () => {
  it('are all https', () => {
    const all: ToolLink[] = [...TOOLS_MENU.flatMap((g) => g.links), ...TOOL_GRID];
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
  const rsdoctor = TOOLS_MENU[0].links.find((l) => l.name === 'Rsdoctor')!;

  it('uses descEn in English and desc in Chinese', () => {
    expect(localizeTool(rsdoctor, 'en')).toEqual({
      name: 'Rsdoctor',
      desc: 'Build analysis tool',
      url: 'https://rsdoctor.dev',
      logo: rsdoctor.logo,
      logoScale: 0.95,
    });
    expect(localizeTool(rsdoctor, 'zh')).toEqual({
      name: 'Rsdoctor',
      desc: '构建过程分析工具',
      url: 'https://rsdoctor.dev',
      logo: rsdoctor.logo,
      logoScale: 0.95,
    });
  });

  it('falls back to desc without descEn and uses urlEn only in English', () => {
    const tool: ToolLink = { name: 'T', desc: '中文', logo: 'https://x/l.svg', url: 'https://cn.example', urlEn: 'https://en.example' };
    expect(localizeTool(tool, 'en')).toMatchObject({ desc: '中文', url: 'https://en.example' });
    expect(localizeTool(tool, 'zh')).toMatchObject({ desc: '中文', url: 'https://cn.example' });
  });
});
