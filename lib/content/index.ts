import fs from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { Frontmatter, Lang, PageRecord } from '../types';
import { LANGS } from '../i18n/locales';
import { analyzeTree, parseMdx, walk, MdxSyntaxError, type Analysis } from './analyze';
import { validateFrontmatter } from './frontmatter';
import { ContentError, ContentErrors } from './errors';
import { isFragment, keyFromFile, routeFromFile, slugFromFile } from './paths';
import { slugify } from './slug';

/** A page as the site uses it: the spec's PageRecord plus what the checks and search need. */
export interface ContentPage {
  record: PageRecord;
  /** Sidebar key: `guide/start/introduction`, `api/index`. */
  key: string;
  /** `[[...slug]]` params of the page's route. */
  slug: string[];
  /** Path from the project root, for error messages: `content/en/guide/start/introduction.mdx`. */
  file: string;
  analysis: Analysis;
  /** The parsed page with fragments spliced in (for Markdown twins). */
  tree: Root;
}

export interface ContentIndex {
  root: string;
  pages: ContentPage[];
  errors: ContentError[];
}

export const CONTENT_ROOT = path.join(process.cwd(), 'content');

function listMdx(dir: string, base = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const rel = base ? `${base}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listMdx(path.join(dir, entry.name), rel);
      return entry.name.endsWith('.mdx') ? [rel] : [];
    });
}

/** Replaces `<Fragment />` elements of imported fragments with the fragment's own blocks. */
function spliceFragments(tree: Root, root: string, fileAbs: string, projectFile: string, errors: ContentError[]): void {
  const imports = new Map<string, Root>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx)['"]/g)) {
      const target = path.resolve(path.dirname(fileAbs), match[2]);
      const line = node.position?.start.line ?? 1;
      if (!isFragment(path.relative(root, target))) {
        errors.push(
          new ContentError(
            projectFile,
            line,
            1,
            `imports the page "${match[2]}"`,
            'only files under content/<lang>/fragments/ can be imported; move the shared text there',
          ),
        );
        continue;
      }
      if (!fs.existsSync(target)) {
        errors.push(
          new ContentError(
            projectFile,
            line,
            1,
            `imports "${match[2]}", which does not exist`,
            'fix the relative path to the fragment file',
          ),
        );
        continue;
      }
      const rel = path.relative(process.cwd(), target);
      try {
        const fragment = parseMdx(fs.readFileSync(target, 'utf8'));
        // Positions in a fragment refer to the fragment's file: remember which, for error messages.
        walk(fragment, (child) => {
          child.data = { ...child.data, sourceFile: rel } as typeof child.data;
        });
        imports.set(match[1], fragment);
      } catch (error) {
        const e = error as MdxSyntaxError;
        errors.push(
          new ContentError(rel, e.line ?? 1, e.column ?? 1, `MDX does not compile: ${e.message}`, 'fix the syntax at this position'),
        );
      }
    }
  }
  if (imports.size === 0) return;
  tree.children = tree.children.flatMap((node): RootContent[] => {
    if (node.type === 'mdxJsxFlowElement' && node.name && imports.has(node.name)) {
      return imports.get(node.name)!.children.filter((child) => child.type !== 'yaml' && child.type !== 'mdxjsEsm');
    }
    return [node];
  });
}

function readPage(root: string, lang: Lang, relativePath: string, errors: ContentError[]): ContentPage | undefined {
  const fileAbs = path.join(root, lang, relativePath);
  const file = path.relative(process.cwd(), fileAbs);
  const source = fs.readFileSync(fileAbs, 'utf8');
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (error) {
    const e = error as MdxSyntaxError;
    errors.push(
      new ContentError(
        file,
        e.line,
        e.column,
        `MDX does not compile: ${e.message}`,
        'fix the syntax at this position (in prose, put `{`, `}` and `<` in backticks or escape them)',
      ),
    );
    return undefined;
  }
  spliceFragments(tree, root, fileAbs, file, errors);
  const analysis = analyzeTree(tree);

  if (analysis.frontmatterError) {
    const { line, column, message } = analysis.frontmatterError;
    errors.push(
      new ContentError(file, line, column, `frontmatter is not valid YAML: ${message}`, 'fix the YAML between the two `---` lines'),
    );
    return undefined;
  }
  // A page with a fixable problem stays in the index, so one mistake does not cascade into
  // "missing page" reports for its sidebar entry, its translation and the links to it.
  const fm = validateFrontmatter(analysis.frontmatter);
  if (!fm.ok) {
    // Point at the offending key's line when it can be found (top-level key of the path).
    const key = (fm.path.split('.')[0] || /"([^"]+)"/.exec(fm.message)?.[1]) ?? '';
    const keyLine = key ? source.split('\n').findIndex((line) => line.startsWith(`${key}:`)) + 1 : 0;
    errors.push(
      new ContentError(
        file,
        keyLine || 2,
        1,
        `frontmatter${fm.path ? ` "${fm.path}"` : ''}: ${fm.message}`,
        'allowed keys: title, description, overview, pageType (and hero, features, titleSuffix on pageType: home)',
      ),
    );
  }
  const data = fm.ok ? fm.data : {};
  const rawTitle = (analysis.frontmatter as { title?: unknown } | null)?.title;
  const title = (data.title as string | undefined) ?? (typeof rawTitle === 'string' ? rawTitle : undefined) ?? analysis.h1;
  if (!title) {
    errors.push(new ContentError(file, 1, 1, 'the page has no title', 'add `title: …` to the frontmatter'));
    return undefined;
  }

  const seen = new Map<string, number>();
  for (const [n, heading] of analysis.headings.entries()) {
    const where = [heading.file ?? file, heading.line, heading.column] as const;
    if (!heading.id) {
      errors.push(
        new ContentError(
          ...where,
          `heading "${heading.text}" has no explicit id`,
          `end the heading with {#${slugify(heading.text) || 'an-english-id'}} (the same id as in the other language)`,
        ),
      );
      analysis.toc[n].id = slugify(heading.text);
    } else if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(heading.id)) {
      errors.push(
        new ContentError(
          ...where,
          `heading id "${heading.id}" is not kebab-case ASCII`,
          `use lower-case letters, digits and single dashes, e.g. {#${slugify(heading.id)}}`,
        ),
      );
    } else if (seen.has(heading.id)) {
      errors.push(
        new ContentError(
          ...where,
          `heading id "${heading.id}" is already used on line ${seen.get(heading.id)}`,
          `make it unique, e.g. {#${heading.id}-1}`,
        ),
      );
    } else {
      seen.set(heading.id, heading.line);
    }
  }

  return {
    record: {
      title,
      routePath: routeFromFile(relativePath, lang),
      lang,
      toc: analysis.toc,
      frontmatter: { ...data, title } as Frontmatter,
      version: '',
      relativePath,
    },
    key: keyFromFile(relativePath),
    slug: slugFromFile(relativePath),
    file,
    analysis,
    tree,
  };
}

/** Reads every page of `content/<lang>/` (fragments excluded) and collects every problem found. */
export function buildContentIndex(root: string = CONTENT_ROOT): ContentIndex {
  const errors: ContentError[] = [];
  const pages: ContentPage[] = [];
  for (const lang of LANGS) {
    for (const relativePath of listMdx(path.join(root, lang))) {
      if (isFragment(relativePath)) continue;
      const page = readPage(root, lang, relativePath, errors);
      if (page) pages.push(page);
    }
  }
  return { root, pages, errors };
}

/** Every file under content/ with its modification time: changes when a writer saves anything. */
function signature(dir: string): string {
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? signature(full) : `${full}:${fs.statSync(full).mtimeMs}`;
    })
    .join('|');
}

let cached: { index: ContentIndex; signature: string } | undefined;

/**
 * The content index of the site; refuses to serve broken content. Built once per build; in
 * `next dev` rebuilt only when a file under content/ changed, so edits show on the next request.
 */
export function getContent(): ContentIndex {
  const current = process.env.NODE_ENV === 'development' ? signature(CONTENT_ROOT) : 'build';
  if (!cached || cached.signature !== current) {
    const index = buildContentIndex();
    if (index.errors.length > 0) throw new ContentErrors(index.errors);
    cached = { index, signature: current };
  }
  return cached.index;
}

export function pagesOf(lang: Lang, index: ContentIndex = getContent()): ContentPage[] {
  return index.pages.filter((page) => page.record.lang === lang);
}

export function findPage(lang: Lang, slug: string[] | undefined, index: ContentIndex = getContent()): ContentPage | undefined {
  const wanted = (slug ?? []).join('/');
  return pagesOf(lang, index).find((page) => page.slug.join('/') === wanted);
}
