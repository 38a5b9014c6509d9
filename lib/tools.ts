import type { Lang, MenuGroup, ToolLink } from './types';

/** The Rstack tools of `../shared/facts/tools.yaml` (@rstack-dev/doc-ui 1.7.4), popover order. */
const RSPACK: ToolLink = {
  name: 'Rspack',
  desc: 'Rust 驱动的打包器',
  descEn: 'Rust-powered bundler',
  logo: 'https://assets.rspack.dev/rspack/rspack-logo.svg',
  url: 'https://rspack.dev',
};
const RSBUILD: ToolLink = {
  name: 'Rsbuild',
  desc: '开箱可用的构建工具',
  descEn: 'Build tool, ready out of the box',
  logo: 'https://assets.rspack.dev/rsbuild/rsbuild-logo.svg',
  url: 'https://rsbuild.dev',
};
const RSPRESS: ToolLink = {
  name: 'Rspress',
  desc: '静态站点生成工具',
  descEn: 'Static site generator',
  logo: 'https://assets.rspack.dev/rspress/rspress-logo-480x480.png',
  url: 'https://rspress.dev',
};
const RSLIB: ToolLink = {
  name: 'Rslib',
  desc: '用于开发库的工具',
  descEn: 'Tool for building libraries',
  logo: 'https://assets.rspack.dev/rslib/rslib-logo.svg',
  url: 'https://lib.rsbuild.dev',
};
const RSDOCTOR: ToolLink = {
  name: 'Rsdoctor',
  desc: '构建过程分析工具',
  descEn: 'Build analysis tool',
  logo: 'https://assets.rspack.dev/rsdoctor/rsdoctor-logo-480x480.png',
  logoScale: 0.95,
  url: 'https://rsdoctor.dev',
};
const AWESOME_RSPACK: ToolLink = {
  name: 'Awesome Rspack',
  desc: '精选的 Rspack 生态资源',
  descEn: 'Hand-picked Rspack ecosystem links',
  logo: 'https://assets.rspack.dev/others/assets/awesome-rspack.png',
  url: 'https://github.com/web-infra-dev/awesome-rspack',
};

/** The tools popover: one group headed "Rstack". */
export const TOOLS_MENU: MenuGroup[] = [
  { title: 'Rstack', titleEn: 'Rstack', links: [RSPACK, RSBUILD, RSPRESS, RSLIB, RSDOCTOR, AWESOME_RSPACK] },
];

export const TOOLS_MENU_HEADER = {
  logo: 'https://assets.rspack.dev/web-infra/web-infra-logo.svg',
  link: 'https://github.com/web-infra-dev',
};

/** The home page's tools grid: the five tools (no Awesome Rspack), with a longer description. */
export const TOOL_GRID: ToolLink[] = [
  {
    ...RSPACK,
    desc: '用 Rust 实现的高速 JavaScript 打包器，API 与 webpack 保持兼容。',
    descEn: "Rust-written, high-speed JavaScript bundler whose API mirrors webpack's.",
  },
  {
    ...RSBUILD,
    desc: '构建于 Rspack 之上的构建工具，默认配置合理，几乎零配置即可上手。',
    descEn: 'Build tool on top of Rspack with sensible defaults, so projects work with little setup.',
  },
  {
    ...RSPRESS,
    desc: '基于 Rsbuild 与 MDX 的站点生成器，专为打造精美文档站而设计。',
    descEn: 'Rsbuild- and MDX-powered generator for polished documentation sites.',
  },
  {
    ...RSDOCTOR,
    desc: '一体化分析工具，把构建流程与产物以可视化方式呈现。',
    descEn: 'All-in-one analyzer that visualizes how a build runs and what it outputs.',
  },
  {
    ...RSLIB,
    desc: '基于 Rsbuild 的工具，让编写 JavaScript 库变得简单直接。',
    descEn: 'Rsbuild-based tool that makes authoring JavaScript libraries straightforward.',
  },
];

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
