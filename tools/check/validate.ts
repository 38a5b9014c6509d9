import path from 'node:path';
import { LANGS, localizePath } from '../../lib/i18n/locales';
import { messagesOf, type Messages } from '../../lib/i18n/messages';
import { normalizePath } from '../../lib/i18n/switch';
import { CALLOUT_KINDS, MDX_COMPONENT_NAMES } from '../../lib/mdx/component-names';
import { buildSidebars, flattenSidebar, type OrderProblem } from '../../lib/nav/sidebar';
import type { HomeFrontmatter, Lang } from '../../lib/types';
import { buildContentIndex, type ContentIndex, type ContentPage } from '../../lib/content/index';
import { counterpart, pagesOf } from '../../lib/content/lookup';
import { sectionOf } from '../../lib/content/paths';
import type { ContentSource } from '../../lib/content/load';
import { ContentError } from '../../lib/content/errors';

/** Words that mean a page is not finished. */
const PLACEHOLDERS = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;

export interface CheckOptions {
  /** Message files per language; the site's own by default. */
  messages?: Record<Lang, Messages>;
  /** The index of the source when the caller already has it (the content check shares it with the build). */
  index?: ContentIndex;
}

function orderErrors(problems: OrderProblem[]): ContentError[] {
  const unique = new Map(problems.map((p) => [`${p.file}|${p.problem}`, p]));
  return [...unique.values()].map((p) => new ContentError(p.file, 1, 1, p.problem, p.fix));
}

function checkSidebars(index: ContentIndex, messages: Record<Lang, Messages>): ContentError[] {
  const errors: ContentError[] = [];
  const order = index.order;
  if ('error' in order) {
    return [
      new ContentError(
        path.relative(process.cwd(), path.join(index.root, 'nav.json')),
        1,
        1,
        `cannot read the nav or sidebar order: ${order.error}`,
        "content/nav.json lists the sections; content/sidebars/<section>.json gives each one's order (valid JSON)",
      ),
    ];
  }
  const problems: OrderProblem[] = [];
  const sections = new Set(order.map((o) => o.section));
  for (const lang of LANGS) {
    const sidebars = buildSidebars(order, index.pages, lang, messages[lang], problems);
    const listed = new Set(Object.values(sidebars).flatMap((items) => flattenSidebar(items).map((item) => item.key)));
    for (const page of index.pages.filter((p) => p.record.lang === lang)) {
      if (page.record.frontmatter.pageType === 'home') continue;
      const section = sectionOf(page.key);
      if (!sections.has(section)) {
        errors.push(
          new ContentError(
            page.file,
            1,
            1,
            `the page is in no section: "${section}" is not in content/nav.json`,
            `move the file under one of: ${[...sections].join(', ')}`,
          ),
        );
      } else if (!listed.has(page.key)) {
        const name = page.key.split('/').pop();
        errors.push(
          new ContentError(
            page.file,
            1,
            1,
            'the page is in no sidebar',
            `add "${name}" to the right group of content/sidebars/${section}.json`,
          ),
        );
      }
    }
  }
  return [...errors, ...orderErrors(problems)];
}

function checkParity(index: ContentIndex): ContentError[] {
  const errors: ContentError[] = [];
  const [first, ...others] = LANGS;
  for (const lang of others) {
    for (const page of pagesOf(first, index)) {
      const twin = counterpart(page, lang, index);
      if (!twin) {
        errors.push(
          new ContentError(
            page.file,
            1,
            1,
            `the page has no ${lang} version`,
            `create content/${lang}/${page.record.relativePath} with the same headings and ids`,
          ),
        );
        continue;
      }
      const a = page.record.toc.map((t) => t.id);
      const b = twin.record.toc.map((t) => t.id);
      const i = a.findIndex((id, n) => id !== b[n]);
      if (i !== -1 || a.length !== b.length) {
        const at = i === -1 ? Math.min(a.length, b.length) : i;
        const heading = twin.analysis.headings[at] ?? twin.analysis.headings[twin.analysis.headings.length - 1];
        errors.push(
          new ContentError(
            heading?.file ?? twin.file,
            heading?.line ?? 1,
            heading?.column ?? 1,
            `heading ids differ from ${page.file} at heading ${at + 1}: "${b[at] ?? '(none)'}" here, "${a[at] ?? '(none)'}" there`,
            'both languages need the same heading ids in the same order',
          ),
        );
      }
    }
    for (const page of pagesOf(lang, index)) {
      if (!counterpart(page, first, index))
        errors.push(
          new ContentError(
            page.file,
            1,
            1,
            `the page has no ${first} version`,
            `create content/${first}/${page.record.relativePath}, or remove this file`,
          ),
        );
    }
  }
  return errors;
}

function checkPage(page: ContentPage, routes: Map<string, ContentPage>, publicFiles: Set<string>): ContentError[] {
  const errors: ContentError[] = [];
  const { lang } = page.record;
  const err = (where: { file?: string; line: number; column: number }, problem: string, fix: string) =>
    errors.push(new ContentError(where.file ?? page.file, where.line, where.column, problem, fix));
  const ownIds = new Set(page.record.toc.map((t) => t.id));

  const links = [...page.analysis.links];
  if (page.record.frontmatter.pageType === 'home') {
    for (const action of (page.record.frontmatter as HomeFrontmatter).hero.actions) {
      links.push({ url: localizePath(action.link, lang), kind: 'link', line: 1, column: 1 });
    }
  }
  for (const link of links) {
    const url = link.url;
    if (link.kind === 'image') {
      if (url.startsWith('/') && !publicFiles.has(decodeURI(url.split(/[?#]/)[0]))) {
        err(link, `image "${url}" does not exist`, `add the file to public${url} or fix the path`);
      }
      continue;
    }
    if (url.startsWith('#')) {
      if (!ownIds.has(url.slice(1)))
        err(
          link,
          `anchor "${url}" matches no heading of this page`,
          `use one of: ${[...ownIds]
            .slice(0, 8)
            .map((id) => `#${id}`)
            .join(', ')}${ownIds.size > 8 ? ', …' : ''}`,
        );
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
          ? `link "${localizePath(normalizePath(pathPart).replace(/^\/zh(?=\/|$)/, '') || '/', lang)}" instead`
          : 'fix the path (routes mirror content/<lang>/ without .mdx)',
      );
      continue;
    }
    if (hash && !target.record.toc.some((t) => t.id === hash)) {
      err(
        link,
        `anchor "#${hash}" matches no heading of ${target.file}`,
        `use one of: ${target.record.toc
          .slice(0, 8)
          .map((t) => `#${t.id}`)
          .join(', ')}${target.record.toc.length > 8 ? ', …' : ''}`,
      );
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

  for (const [n, section] of page.analysis.sections.entries()) {
    const heading = page.analysis.headings[n - 1];
    if (heading && !section.text.trim()) {
      const next = page.analysis.sections[n + 1];
      if (!next || next.depth <= section.depth)
        err(heading, `section "${heading.text}" is empty`, 'write at least one sentence under the heading, or remove it');
    }
    const placeholder = PLACEHOLDERS.exec(`${section.path.at(-1) ?? ''} ${section.text}`);
    if (placeholder) err(heading ?? { line: 1, column: 1 }, `placeholder text "${placeholder[0]}"`, 'write the real text');
  }
  return errors;
}

/** content/redirects.json: each entry leaves a path that is no page for one that is. */
function checkRedirects(root: string, text: string | undefined, routes: Map<string, ContentPage>): ContentError[] {
  if (text === undefined) return [];
  const where = path.relative(process.cwd(), path.join(root, 'redirects.json'));
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch (error) {
    return [
      new ContentError(
        where,
        1,
        1,
        `not valid JSON: ${(error as Error).message}`,
        'write a list of { "from": "/old-path", "to": "/new-path" }',
      ),
    ];
  }
  if (!Array.isArray(list))
    return [new ContentError(where, 1, 1, 'not a list', 'write a list of { "from": "/old-path", "to": "/new-path" }')];
  const isPage = (p: string) => LANGS.some((lang) => routes.has(`${lang}|${normalizePath(p)}`));
  return list.flatMap((entry: { from?: unknown; to?: unknown }, n) => {
    const at = `entry ${n + 1}`;
    if (typeof entry?.from !== 'string' || typeof entry?.to !== 'string' || !entry.from.startsWith('/') || !entry.to.startsWith('/')) {
      return [new ContentError(where, 1, 1, `${at} needs "from" and "to" site paths`, 'write { "from": "/old-path", "to": "/new-path" }')];
    }
    const errors: ContentError[] = [];
    if (isPage(entry.from))
      errors.push(
        new ContentError(where, 1, 1, `${at}: "${entry.from}" is still a page`, 'a redirect must leave a path that no page uses any more'),
      );
    if (!isPage(entry.to.split('#')[0]))
      errors.push(new ContentError(where, 1, 1, `${at}: "${entry.to}" matches no page`, 'point "to" at an existing page'));
    return errors;
  });
}

/** Every check of `npm run check` on content read by loadContent, all problems at once. */
export function validateContent(source: ContentSource, options: CheckOptions = {}): ContentError[] {
  const index = options.index ?? buildContentIndex(source);
  const messages = options.messages ?? { en: messagesOf('en'), zh: messagesOf('zh') };
  const routes = new Map(index.pages.map((p) => [`${p.record.lang}|${normalizePath(p.record.routePath)}`, p]));
  return [
    ...index.errors,
    ...checkSidebars(index, messages),
    ...checkParity(index),
    ...checkRedirects(index.root, source.redirects, routes),
    ...index.pages.flatMap((page) => checkPage(page, routes, source.publicFiles)),
  ];
}
