import { unified } from 'unified';
import remarkStringify from 'remark-stringify';
import remarkGfm from 'remark-gfm';
import type { Root, RootContent, PhrasingContent, Code } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContentPage } from '../content/page';
import { packageManagerCommands } from '../mdx/package-manager';
import { SITE_ROOT, absoluteUrl } from '../hosting/url';
import { translatorOf, type Translator } from '../i18n/messages';
import { CALLOUT_KINDS, type CalloutKind } from '../mdx/component-names';
import { sourcePath } from '../mdx/source-path';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

function attr(node: Jsx, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found || found.type !== 'mdxJsxAttribute') return undefined;
  if (typeof found.value === 'string') return found.value;
  return found.value?.value;
}

/** `{ npm: 'npm i x', yarn: 'yarn add x' }` written as a JSX expression → its string entries. */
function objectLiteral(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/(\w+)\s*:\s*(['"`])(.*?)\2/g)].map((m) => [m[1], m[3]]));
}

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

function absolute(url: string): string {
  return url.startsWith('/') ? `${SITE_ROOT}${url}` : url;
}

/** Rewrites one node into plain Markdown nodes (no JSX, no ESM); remark-callouts already turned directives into JSX. */
function convert(node: RootContent, t: Translator): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'link':
      return [{ ...node, url: absolute(node.url), children: node.children.flatMap((child) => convert(child, t)) as PhrasingContent[] }];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node, t);
    default:
      if ('children' in node)
        return [{ ...node, children: (node.children as RootContent[]).flatMap((child) => convert(child, t)) } as RootContent];
      return [node];
  }
}

function convertJsx(node: Jsx, t: Translator): RootContent[] {
  const children = () => (node.children as RootContent[]).flatMap((child) => convert(child, t));
  switch (node.name) {
    case 'PackageManagerTabs': {
      const raw = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'command');
      const command =
        raw?.type === 'mdxJsxAttribute' && typeof raw.value !== 'string' && raw.value
          ? objectLiteral(raw.value.value)
          : (attr(node, 'command') ?? '');
      const commands = packageManagerCommands(command);
      return [{ type: 'code', lang: 'bash', value: Object.values(commands).filter(Boolean).join('\n') } satisfies Code];
    }
    case 'Tab':
      return [{ type: 'paragraph', children: [{ type: 'strong', children: [text(attr(node, 'label') ?? '')] }] }, ...children()];
    case 'Badge': {
      const value = attr(node, 'text');
      return value ? ([text(`[${value}]`)] as RootContent[]) : children();
    }
    case 'Callout': {
      const type = attr(node, 'type') ?? 'note';
      const label = attr(node, 'title') ?? (CALLOUT_KINDS.includes(type as CalloutKind) ? t(`callout.${type as CalloutKind}`) : type);
      return [
        {
          type: 'blockquote',
          children: [{ type: 'paragraph', children: [{ type: 'strong', children: [text(label)] }] }, ...children()] as never,
        },
      ];
    }
    case 'LinkCard': {
      const description = attr(node, 'description');
      const link: PhrasingContent = { type: 'link', url: absolute(attr(node, 'href') ?? ''), children: [text(attr(node, 'title') ?? '')] };
      return [{ type: 'paragraph', children: description ? [link, text(`: ${description}`)] : [link] }];
    }
    case 'SourceCode': {
      const href = attr(node, 'href') ?? '';
      return [
        { type: 'paragraph', children: [{ type: 'link', url: href, children: [text(t('theme.sourceLink', { path: sourcePath(href) }))] }] },
      ];
    }
    default:
      return children();
  }
}

const stringify = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

/**
 * The page as clean Markdown: its title, description and address first (a twin read on its own, or
 * pasted into a chat, still says where it comes from), then the body without JSX; site links made
 * absolute; labels in the page's language.
 */
export function pageMarkdown(page: ContentPage): string {
  const t = translatorOf(page.record.lang);
  const body: Root = { type: 'root', children: page.tree.children.flatMap((node) => convert(node, t)) };
  const description = page.record.frontmatter.description;
  const source = t('llms.source', { url: absoluteUrl(page.record.routePath) });
  const head = `# ${page.record.title}\n\n${description ? `> ${description}\n\n` : ''}${source}\n\n`;
  return head + stringify.stringify(body);
}
