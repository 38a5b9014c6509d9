import type { MDXComponents } from 'mdx/types';
import type { MdxComponentName } from '@/lib/mdx/component-names';
import { Callout } from '@/components/mdx/callout';
import { CodeBlock } from '@/components/mdx/code-block';
import { heading } from '@/components/mdx/heading';
import { MdxLink } from '@/components/mdx/mdx-link';
import { PackageManagerTabs } from '@/components/mdx/package-manager-tabs';
import { Badge, LinkCard, SourceCode, Steps } from '@/components/mdx/small';
import { Tab, Tabs } from '@/components/mdx/tabs.client';
import { ZoomImage } from '@/components/mdx/zoom-image.client';

/** The global MDX components of content/README.md; the names come from one list in lib/. */
const custom = { Callout, Tabs, Tab, PackageManagerTabs, Badge, Steps, LinkCard, SourceCode } satisfies Record<MdxComponentName, unknown>;

const components: MDXComponents = {
  ...custom,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  a: MdxLink,
  img: ZoomImage,
  pre: CodeBlock,
  table: (props) => (
    // A wide table scrolls sideways at phone width: keyboard users must reach it, as with code blocks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is reachable by keyboard
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  ),
};

export function useMDXComponents(): MDXComponents {
  return components;
}
