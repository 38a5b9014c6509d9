/* eslint-disable @typescript-eslint/no-explicit-any -- one prop type of a package not installed here stays loose on purpose (see below) */
/**
 * Declarations every code sample compiles with (`npm run check:samples`), kept out of the site's own
 * program (tsconfig.json excludes this folder's .d.ts). Two kinds:
 * 1. What a page tells the reader to declare in their project: they are declared here as the page says.
 * 2. The Rspress plugins a sample imports that cannot be installed here, each with the reason, typed
 *    as the facts' sources define them. Every other package a sample imports is installed (package.json
 *    devDependencies) and compiles with its published types; typecheck.ts (samplePaths) says how.
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

// --- 2. Rspress plugins the registry serves at no version installable here ---

// Every other package a sample imports is installed as an exact dev dependency, so the samples compile
// against its published types. These six are not: the registry serves each plugin only at versions
// whose peer dependency npm refuses next to rspress 2.0.0-beta.4 (ERESOLVE), and at none close to it.
// They are declared from the plugins' sources at the facts commit (2.0.0-alpha.12), so a sample's
// option names and types are still checked; `any` stays only where the type is another library's.

// Registry: 1.35.1, 1.47.2 (peer rspress 1.x) and 2.0.0-beta.21 and later (peer rspress ^2.0.0-beta.21 or newer).
// FeedItem and the channel's own fields are the `feed` library's.
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

// Registry: 1.x only (1.9.2 to 1.47.2), each with peer @rspress/core 1.x.
// The two Monaco settings are @monaco-editor/react's types, loosely typed here (see shapes.d.ts).
declare module '@rspress/plugin-playground' {
  export interface PlaygroundOptions {
    render: string;
    include: Array<string | [string, string]>;
    defaultDirection: 'horizontal' | 'vertical';
    editorPosition: 'left' | 'right';
    babelUrl: string;
    monacoLoader: Record<string, unknown>;
    monacoOptions: Record<string, unknown> | undefined;
    defaultRenderMode?: 'pure' | 'playground';
  }
  export function pluginPlayground(options?: Partial<PlaygroundOptions>): import('@rspress/shared').RspressPlugin;
}
declare module '@rspress/plugin-playground/web' {
  // Editor's props are @monaco-editor/react's EditorProps; that package (and its monaco-editor peer) is not installed.
  export const Editor: import('react').FC<any>;
  export const Runner: import('react').ComponentType<
    import('react').HTMLAttributes<HTMLDivElement> & {
      code: string;
      language: string;
      getImport: (name: string, getDefault?: boolean) => void;
    }
  >;
}

// Registry: 1.x (peer @rspress/core 1.x) and 2.0.1 and later (peer @rspress/core ^2.0.1 or newer).
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

// Registry: 2.0.0-beta.21 and later only (peer rspress ^2.0.0-beta.21 or newer).
declare module '@rspress/plugin-algolia' {
  export function pluginAlgolia(options?: { verificationContent?: string }): import('@rspress/shared').RspressPlugin;
}
declare module '@rspress/plugin-algolia/runtime' {
  import type { DocSearchProps } from '@docsearch/react';
  export type Locales = Record<string, { translations: DocSearchProps['translations']; placeholder: string }>;
  export interface SearchProps {
    docSearchProps: DocSearchProps;
    locales?: Locales;
  }
  export const Search: import('react').FC<SearchProps>;
  export const ZH_LOCALES: Locales;
}

// Registry: 1.x (peer rspress 1.x) and 2.0.0-beta.21 and later (peer rspress ^2.0.0-beta.21 or newer).
declare module '@rspress/plugin-typedoc' {
  export interface PluginTypeDocOptions {
    entryPoints: string[];
    outDir?: string;
  }
  export function pluginTypeDoc(options: PluginTypeDocOptions): import('@rspress/shared').RspressPlugin;
}

// Registry: 1.35.3 (peer @rspress/runtime 1.x: npm would replace the installed runtime with 1.47.2)
// and 2.0.14 and later (peer @rspress/core ^2.0.10 or newer).
declare module '@rspress/plugin-client-redirects' {
  export interface RedirectRule {
    to: string;
    from: string | string[];
  }
  export interface RedirectsOptions {
    redirects?: RedirectRule[];
  }
  export function pluginClientRedirects(options?: RedirectsOptions): import('@rspress/shared').RspressPlugin;
}
