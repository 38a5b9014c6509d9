/* eslint-disable @typescript-eslint/no-explicit-any -- options of packages not installed here are loosely typed on purpose (see below) */
/**
 * Declarations every code sample compiles with (`npm run check:samples`), kept out of the site's own
 * program (tsconfig.json excludes this folder's .d.ts). Two kinds:
 * 1. What a page tells the reader to declare in their project: they are declared here as the page says.
 * 2. Packages a sample imports that are not installed here, each with the reason. Their options stay
 *    loosely typed (`any`): the sample is still checked against everything Rspress itself publishes.
 */

// --- 1. Declared by the reader, as the pages say ---

// plugin/system/plugin-api: "declare the module once in a .d.ts file", for the addRuntimeModules example.
declare module 'virtual-release';

// guide/default-theme/i18n and api/client-api/api-runtime: tsconfig "paths" maps `i18n` to the
// project's i18n.json; these are the text ids the two pages' i18n.json examples define.
declare module 'i18n' {
  const texts: Record<'gettingStarted' | 'features' | 'guide' | 'editOnGitHub', Record<string, string>>;
  export = texts;
}

// The theme alias: in a Rspress project `@theme` resolves to the (custom or default) theme, which
// re-exports the default theme's components.
declare module '@theme' {
  export * from 'rspress/theme';
}

// Icons shipped with the default theme, resolved by Rspress's bundler config.
declare module '@theme-assets/*' {
  const Icon: import('react').FC<import('react').SVGProps<SVGSVGElement>>;
  export default Icon;
}

// plugin/official-plugins/playground: a virtual module the playground plugin generates.
declare module '_rspress_playground_imports' {
  const getImport: (name: string, getDefault?: boolean) => unknown;
  export default getImport;
}

// --- 2. Not installed here ---

// The registry serves no version of these plugins at rspress 2.0.0-beta.4 (only later 2.x, whose
// peer dependency on rspress ^2.0.0-beta.21 or later cannot be met, or only 1.x).
// The rss options as the facts give them; FeedItem and the channel's own fields are the `feed` library's.
declare module '@rspress/plugin-rss' {
  import type { PageIndexInfo, RspressPlugin } from '@rspress/shared';
  export interface FeedItem {
    title: string;
    link: string;
    date: Date;
    id?: string;
    description?: string;
    content?: string;
    author?: { name?: string; email?: string; link?: string }[];
    [field: string]: unknown;
  }
  export interface FeedOutputOptions {
    dir?: string;
    type?: 'atom' | 'rss' | 'json';
    filename?: string;
    publicPath?: string;
    sorting?: (left: FeedItem, right: FeedItem) => number;
  }
  export interface FeedChannel {
    id: string;
    test: RegExp | string | (RegExp | string)[] | ((item: PageIndexInfo, base: string) => boolean);
    item?: (item: FeedItem, page: PageIndexInfo, siteUrl: string) => FeedItem | PromiseLike<FeedItem>;
    output?: FeedOutputOptions;
    title?: string;
    description?: string;
    language?: string;
    copyright?: string;
    [field: string]: unknown;
  }
  export interface PluginRssOptions {
    siteUrl: string;
    feed?: Partial<FeedChannel> | FeedChannel[];
    output?: Omit<FeedOutputOptions, 'filename'>;
  }
  export function pluginRss(options: PluginRssOptions): RspressPlugin;
}
declare module '@rspress/plugin-playground' {
  export function pluginPlayground(options?: any): import('@rspress/shared').RspressPlugin;
}
declare module '@rspress/plugin-playground/web' {
  export const Editor: import('react').FC<any>;
  export const Runner: import('react').ComponentType<any>;
}
declare module '@rspress/plugin-shiki' {
  export function pluginShiki(options?: any): import('@rspress/shared').RspressPlugin;
  export function transformerLineNumber(): any;
}
declare module '@rspress/plugin-api-docgen' {
  export function pluginApiDocgen(options?: {
    entries?: Record<string, string>;
    apiParseTool?: 'react-docgen-typescript' | 'documentation';
    appDir?: string;
    // react-docgen-typescript's parser options; propFilter gets one prop's description.
    parseToolOptions?: {
      'react-docgen-typescript'?: {
        propFilter?: (prop: { name: string; parent?: { fileName: string; name: string } }) => boolean;
        tsconfigPath?: Record<string, string>;
        [option: string]: unknown;
      };
      documentation?: Record<string, unknown>;
    };
  }): import('@rspress/shared').RspressPlugin;
}
declare module '@rspress/plugin-algolia' {
  export function pluginAlgolia(options?: any): import('@rspress/shared').RspressPlugin;
}
declare module '@rspress/plugin-algolia/runtime' {
  import type { DocSearchProps } from '@docsearch/react';
  export type Locales = Record<string, { translations: DocSearchProps['translations']; placeholder: string }>;
  export interface SearchProps {
    docSearchProps?: DocSearchProps;
    locales?: Locales;
  }
  export const Search: import('react').FC<SearchProps>;
  export const ZH_LOCALES: Locales;
}
declare module '@rspress/plugin-typedoc' {
  export function pluginTypeDoc(options: any): import('@rspress/shared').RspressPlugin;
}
declare module '@rspress/plugin-client-redirects' {
  export function pluginClientRedirects(options: any): import('@rspress/shared').RspressPlugin;
}

// Rsbuild plugins from other authors that the build-config pages show; installing them here would
// only add their weight.
declare module 'rsbuild-plugin-google-analytics' {
  export function pluginGoogleAnalytics(options: any): import('@rsbuild/core').RsbuildPlugin;
}
declare module 'rsbuild-plugin-open-graph' {
  export function pluginOpenGraph(options: any): import('@rsbuild/core').RsbuildPlugin;
}
declare module '@rsbuild/plugin-vue' {
  export function pluginVue(options?: any): import('@rsbuild/core').RsbuildPlugin;
}
declare module 'eslint-webpack-plugin' {
  const ESLintPlugin: new (options?: any) => any;
  export default ESLintPlugin;
}

// remark and rehype plugins shown in the MDX pages: unified plugins, nothing Rspress-specific.
declare module 'remark-math' {
  const plugin: import('unified').Plugin<any[], any>;
  export default plugin;
}
declare module 'remark-autolink-headings' {
  const plugin: import('unified').Plugin<any[], any>;
  export default plugin;
}
declare module 'rehype-katex' {
  const plugin: import('unified').Plugin<any[], any>;
  export default plugin;
}
declare module 'rehype-slug' {
  const plugin: import('unified').Plugin<any[], any>;
  export default plugin;
}
declare module 'rehype-autolink-headings' {
  const plugin: import('unified').Plugin<any[], any>;
  export default plugin;
}

// UI libraries the custom-theme and component-demo examples import.
declare module '@arco-design/web-react' {
  export const Button: import('react').FC<any>;
  export const Space: import('react').FC<any>;
  export const Tag: import('react').FC<any>;
}
declare module 'vue';
