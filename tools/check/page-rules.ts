import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { ContentPage } from '../../lib/content';
import type { ContentError } from '../../lib/content/errors';
import { LANGS } from '../../lib/i18n/locales';
import { CALLOUT_KINDS, MDX_COMPONENT_NAMES } from '../../lib/mdx/component-names';
import type { HomeFrontmatter, Lang } from '../../lib/types';
import { delocalizePath, localizePath, normalizePath } from '../../lib/urls';
import { at, pageProblem, pageSource, readText, type CheckContext } from './context';
import { frontmatterPosition, textPosition, type Position } from './positions';

/** Words that mean a page is not finished. */
const PLACEHOLDERS = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;

/**
 * A doc page teaches: more than this many characters of text (Chinese says the same in about half),
 * and a description for search engines and link previews. The API overview's body is generated.
 */
const MIN_TEXT = { en: 600, zh: 300 } as const;

/** Pages by language and route, for the link rules. */
export type Routes = Map<string, ContentPage>;

export function routesOf(pages: readonly ContentPage[]): Routes {
  return new Map(pages.map((p) => [`${p.record.lang}|${normalizePath(p.record.routePath)}`, p]));
}

const anchors = (ids: string[]) =>
  `use one of: ${ids
    .slice(0, 8)
    .map((id) => `#${id}`)
    .join(', ')}${ids.length > 8 ? ', …' : ''}`;

/** Every rule about one written page: links, images, components, containers, sections, length, description. */
export function checkPage(context: CheckContext, page: ContentPage, routes: Routes): ContentError[] {
  const errors: ContentError[] = [];
  const { lang } = page.record;
  const source = pageSource(context, page);
  const err = (where: Position & { file?: string }, problem: string, fix: string) =>
    errors.push(at(where.file ?? page.file, where, problem, fix));
  const ownIds = page.record.toc.map((t) => t.id);

  const links = [...page.analysis.links];
  if (page.record.frontmatter.pageType === 'home') {
    for (const action of (page.record.frontmatter as HomeFrontmatter).hero.actions) {
      const where = textPosition(source, `link: ${action.link}`) ?? frontmatterPosition(source, 'hero');
      links.push({ url: localizePath(action.link, lang), kind: 'link', ...where });
    }
  }
  for (const link of links) {
    const url = link.url;
    if (link.kind === 'image') {
      if (url.startsWith('/') && !context.source.publicFiles.has(decodeURI(url.split(/[?#]/)[0]))) {
        err(link, `image "${url}" does not exist`, `add the file to public${url} or fix the path`);
      }
      continue;
    }
    if (url.startsWith('#')) {
      if (!ownIds.includes(url.slice(1))) err(link, `anchor "${url}" matches no heading of this page`, anchors(ownIds));
      continue;
    }
    if (!url.startsWith('/') || url.startsWith('//')) continue;
    const [pathPart, hash] = url.split('#');
    if (pathPart.includes('/fragments/')) {
      err(link, `link "${url}" points into fragments/`, 'fragments are not pages; link the page that includes the fragment');
      continue;
    }
    if (/\.(mdx?|html)$/.test(pathPart)) {
      err(link, `link "${url}" names a file`, `write the route without extension: "${pathPart.replace(/(\/index)?\.(mdx?|html)$/, '')}"`);
      continue;
    }
    const target = routes.get(`${lang}|${normalizePath(pathPart)}`);
    if (!target) {
      const otherLang = LANGS.find((l) => l !== lang && routes.has(`${l}|${normalizePath(pathPart)}`));
      err(
        link,
        `link "${url}" ${otherLang ? `points to a ${otherLang} page from a ${lang} page` : 'matches no page'}`,
        otherLang
          ? `link "${localizePath(delocalizePath(normalizePath(pathPart)), lang)}" instead`
          : 'fix the path (routes mirror content/<lang>/ without .mdx); a moved page needs a redirect and its new path here',
      );
      continue;
    }
    if (hash && !target.record.toc.some((t) => t.id === hash)) {
      err(link, `anchor "#${hash}" matches no heading of ${target.file}`, anchors(target.record.toc.map((t) => t.id)));
    }
  }

  const allowed = new Set<string>([...MDX_COMPONENT_NAMES, ...page.analysis.imports.map((i) => i.name)]);
  for (const jsx of page.analysis.jsxNames) {
    if (/^[A-Z]/.test(jsx.name) && !allowed.has(jsx.name)) {
      err(jsx, `unknown component <${jsx.name}>`, `use one of ${MDX_COMPONENT_NAMES.join(', ')} (content/README.md), or import a fragment`);
    }
  }

  for (const container of page.analysis.containers) {
    if (!(CALLOUT_KINDS as readonly string[]).includes(container.name))
      err(container, `unknown container ":::${container.name}"`, `use one of ${CALLOUT_KINDS.map((k) => `:::${k}`).join(', ')}`);
  }
  errors.push(...calloutTitles(context, page.tree, page));

  for (const [n, section] of page.analysis.sections.entries()) {
    const heading = page.analysis.headings[n - 1];
    if (heading && !section.text.trim()) {
      const next = page.analysis.sections[n + 1];
      if (!next || next.depth <= section.depth)
        err(heading, `section "${heading.text}" is empty`, 'write at least one sentence under the heading, or remove it');
    }
    const placeholder = PLACEHOLDERS.exec(`${section.path.at(-1) ?? ''} ${section.text}`);
    if (placeholder)
      err(
        heading ?? textPosition(source, placeholder[0]) ?? frontmatterPosition(source),
        `placeholder text "${placeholder[0]}"`,
        'write the real text',
      );
  }

  const fm = page.record.frontmatter;
  const doc = fm.pageType !== 'home' && !('overview' in fm && fm.overview);
  if (doc && !fm.description)
    errors.push(
      pageProblem(
        context,
        page,
        'the page has no description',
        'add `description: …` to the frontmatter: one sentence that search engines and link previews show',
      ),
    );
  const length = page.analysis.plainText.length;
  if (doc && length <= MIN_TEXT[lang])
    errors.push(
      pageProblem(
        context,
        page,
        `the page has ${length} characters of text, a stub`,
        `write more than ${MIN_TEXT[lang]}: what the feature is for, how to use it, an example`,
      ),
    );
  return errors;
}

/** A callout title as the rule compares it: trimmed, lower case, without a trailing colon (`Tip:`, `提示：`). */
function comparable(title: string): string {
  return title
    .trim()
    .replace(/\s*[:：]$/, '')
    .toLowerCase();
}

/** Where a callout's title starts: after the `[` of its opening line (`:::tip[TIP]`), else the line's start. */
function titlePosition(source: string | undefined, line: number, column: number): Position {
  const text = source?.split('\n')[line - 1] ?? '';
  const bracket = text.indexOf('[', column - 1);
  return { line, column: bracket === -1 ? column : bracket + 2 };
}

/**
 * `:::tip[TIP]`, `:::note[Note]`, `:::tip[提示]`: a callout title that only repeats the default label of
 * its kind (messages/<lang>.json, `callout.<kind>`), compared case-insensitively. The page's own
 * language is what the rule is about; the other language's label is refused too, since on this page
 * it would show an untranslated word where the default would show the right one.
 */
function calloutTitles(context: CheckContext, tree: Root, page: ContentPage): ContentError[] {
  const errors: ContentError[] = [];
  const { lang } = page.record;
  const labels = (l: Lang) => context.messages[l].callout as Record<string, string>;
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'Callout') return;
    const value = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
    const type = value('type');
    const title = value('title');
    if (typeof type !== 'string' || typeof title !== 'string') return;
    const own = labels(lang)[type];
    const repeats = comparable(own ?? '') === comparable(title);
    const other = repeats ? undefined : LANGS.find((l) => l !== lang && comparable(labels(l)[type] ?? '') === comparable(title));
    if (!repeats && !other) return;
    const file = node.data?.sourceFile ?? page.file;
    const source = node.data?.sourceFile ? readText(file) : pageSource(context, page);
    const where = titlePosition(source, node.position?.start.line ?? 1, node.position?.start.column ?? 1);
    const problem = other
      ? `the callout title "${title}" is the ${other === 'en' ? 'English' : 'Chinese'} default label of :::${type}`
      : `the callout title "${title}" only repeats the default label of :::${type}`;
    errors.push(
      at(
        file,
        where,
        problem,
        `write ":::${type}" without "[${title}]": the callout shows "${own}" by itself, or give it a title that says more`,
      ),
    );
  });
  return errors;
}
