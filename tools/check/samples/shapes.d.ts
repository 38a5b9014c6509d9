/**
 * The published type behind each name a page documents as a type shape (a block of only interfaces,
 * type aliases and function signatures, such as `interface NavItemWithChildren { … }`).
 * `npm run check:samples` uses this module twice (tools/check/samples/shape.ts):
 * 1. A shape block may name types it does not declare (`items: NavItemWithLink[]`, `toc: Header[]`):
 *    the ones exported here are imported into it, so the block compiles as the reader sees it.
 * 2. A declaration whose name is exported here is compared with the published type: the documented
 *    shape must be assignable to it or it to the documented shape. A documented shape may leave fields
 *    out or make an optional field required; a field whose type contradicts the published one fails.
 * Where the installed version (2.0.0-beta.4) differs from the documented one (2.0.0-alpha.12, the
 * facts), the entry says so. Names of packages the site does not install come from scaffold.d.ts.
 */
import type { ComponentProps } from 'react';
import type { Badge, Card, LinkCard, Overview, PackageManagerTabs, PrevNextPage, SourceCode, Tab, Tabs } from 'rspress/theme';

/** `JSX.Element` in a signature: React 19 has no global JSX namespace, only React's own. */
export type { JSX } from 'react';

// --- Rspress config, page data and plugin API (@rspress/shared) ---
export type {
  AdditionalPage,
  Feature,
  Header,
  Hero,
  Locale,
  NavItem,
  NavItemWithChildren,
  NavItemWithLink,
  NavItemWithLinkAndChildren,
  PageData,
  PageIndexInfo,
  RouteMeta,
  SidebarGroup,
  SidebarItem,
  SiteData,
  SocialLink,
  SocialLinkIcon,
} from '@rspress/shared';
/** `search` as the Basic config page documents it: the local search's options. */
export type SearchOptions = import('@rspress/shared').LocalSearchOptions;

// --- Runtime hooks (rspress/runtime) ---
export { useI18n } from '@rspress/runtime';

// --- Search hooks (rspress/theme) ---
export type { AfterSearch, BeforeSearch, DefaultMatchResult, MatchResult, OnSearch, RenderSearchFunction, RenderType } from 'rspress/theme';

// --- Built-in components: their props (rspress/theme; the props types themselves are not exported) ---
export type BadgeProps = ComponentProps<typeof Badge>;
export type CardProps = ComponentProps<typeof Card>;
export type LinkCardProps = ComponentProps<typeof LinkCard>;
export type OverviewProps = ComponentProps<typeof Overview>;
export type Group = NonNullable<OverviewProps['groups']>[number];
export type GroupItem = Group['items'][number];
export type PackageManagerTabsProps = ComponentProps<typeof PackageManagerTabs>;
export type PrevNextPageProps = ComponentProps<typeof PrevNextPage>;
export type SourceCodeProps = ComponentProps<typeof SourceCode>;
export type TabsProps = ComponentProps<typeof Tabs>;
export type TabProps = ComponentProps<typeof Tab>;
/** The `features` front matter field: a list of cards. */
export type Features = import('@rspress/shared').Feature[];

// --- Plugins ---
export type { RsbuildConfig } from '@rsbuild/core';
export type { DocSearchProps } from '@docsearch/react';
export type { Locales, SearchProps } from '@rspress/plugin-algolia/runtime';
export type { FeedChannel, FeedItem, FeedOutputOptions, PluginRssOptions } from '@rspress/plugin-rss';
/** The client-redirects and playground plugins' options (not installed here: declared from the facts' sources in scaffold.d.ts). */
export type { RedirectRule, RedirectsOptions } from '@rspress/plugin-client-redirects';
export type { PlaygroundOptions } from '@rspress/plugin-playground';
/** The api-docgen plugin's `parseToolOptions` (the plugin is not installed here: see scaffold.d.ts). */
export type ParseToolOptions = NonNullable<
  NonNullable<Parameters<typeof import('@rspress/plugin-api-docgen').pluginApiDocgen>[0]>['parseToolOptions']
>;
/** The preview plugin's options and its `iframeOptions` (installed at 2.0.0-beta.4). */
export type PreviewOptions = NonNullable<Parameters<typeof import('@rspress/plugin-preview').pluginPreview>[0]>;
export type IframeOptions = NonNullable<PreviewOptions['iframeOptions']>;

// Types of libraries the plugins pass options to, not installed here: loosely typed on purpose.
/** The `feed` library's channel options, which a FeedChannel extends (every field optional there). */
export interface FeedOptions {
  id: string;
  title: string;
  [field: string]: unknown;
}
/** `@monaco-editor/react`, used by the playground plugin. */
export declare const loader: { config(options: Record<string, unknown>): void };
export interface MonacoEditorProps {
  options?: Record<string, unknown>;
  [prop: string]: unknown;
}
