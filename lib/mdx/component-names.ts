/**
 * The components every MDX page may use without an import (content/README.md). `mdx-components.tsx`
 * maps each name to its implementation; the content check refuses any other capitalised JSX name.
 */
export const MDX_COMPONENT_NAMES = ['Callout', 'Tabs', 'Tab', 'PackageManagerTabs', 'Badge', 'Steps', 'LinkCard', 'SourceCode'] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

/** Kinds of `:::name` container, rendered as callouts (the list lives with the remark plugin). */
export { CALLOUT_KINDS } from './remark-callouts.mjs';
import type { CALLOUT_KINDS as Kinds } from './remark-callouts.mjs';
export type CalloutKind = (typeof Kinds)[number];
