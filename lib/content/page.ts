import type { Root } from 'mdast';
import type { Frontmatter, Lang, PageRecord } from '../types';
import { HEADING_ID, slugify } from '../mdx/pipeline.mjs';
import { analyzeTree, type Analysis, type HeadingInfo } from './analyze';
import { checkAnchorAliases } from './anchor-aliases';
import { ContentError } from './errors';
import { spliceFragments } from './fragments';
import { validateFrontmatter } from './frontmatter';
import { parseMdx, MdxSyntaxError } from './parse';
import { keyFromFile, routeFromFile, slugFromFile } from './paths';

/** A page as the site uses it: the spec's PageRecord plus what the checks and search need. */
export interface ContentPage {
  record: PageRecord;
  /** Sidebar key: `guide/start/introduction`, `api/index`. */
  key: string;
  /** `[[...slug]]` params of the page's route. */
  slug: string[];
  /** Path from the project root, for error messages: `content/en/guide/start/introduction.mdx`. */
  file: string;
  /** The language the text is written in: the page's own, or English for a page awaiting its translation. */
  textLang: Lang;
  analysis: Analysis;
  /** The parsed page with fragments spliced in (for Markdown twins). */
  tree: Root;
}

export interface PageInput {
  lang: Lang;
  /** Path under `content/<lang>/`: `guide/start/introduction.mdx`. */
  relativePath: string;
  /** Every `.mdx` file of the content root by root-relative path (the page and its fragments). */
  files: Map<string, string>;
  /** Root-relative path → the path shown in error messages. */
  where: (rel: string) => string;
}

/**
 * Parses and reads one page. Problems go to `errors`; a page with a fixable problem is still
 * returned, so one mistake does not cascade into "missing page" reports for its sidebar entry, its
 * translation and the links to it.
 */
export function buildPage({ lang, relativePath, files, where }: PageInput, errors: ContentError[]): ContentPage | undefined {
  const rel = `${lang}/${relativePath}`;
  const file = where(rel);
  const source = files.get(rel) ?? '';
  let tree: Root;
  try {
    tree = parseMdx(source);
  } catch (error) {
    const e = error as MdxSyntaxError;
    const fix = 'fix the syntax at this position (in prose, put `{`, `}` and `<` in backticks or escape them)';
    errors.push(new ContentError(file, e.line, e.column, `MDX does not compile: ${e.message}`, fix));
    return undefined;
  }
  spliceFragments(tree, rel, files, where, errors);
  const analysis = analyzeTree(tree);

  if (analysis.frontmatterError) {
    const { line, column, message } = analysis.frontmatterError;
    errors.push(
      new ContentError(file, line, column, `frontmatter is not valid YAML: ${message}`, 'fix the YAML between the two `---` lines'),
    );
    return undefined;
  }
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
        'allowed keys: title, description, overview, pageType, awaitingTranslation, anchors (and hero, features, titleSuffix on pageType: home)',
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
  errors.push(
    ...checkHeadingIds(analysis, file),
    ...checkAnchorAliases(data.anchors as Record<string, string> | undefined, analysis, file, source),
  );

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
    textLang: lang,
    analysis,
    tree,
  };
}

/** Every outline heading needs an explicit, kebab-case, unique id; a missing one gets a slug in the outline. */
function checkHeadingIds(analysis: Analysis, file: string): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Map<string, number>();
  const err = (heading: HeadingInfo, problem: string, fix: string) =>
    errors.push(new ContentError(heading.file ?? file, heading.line, heading.column, problem, fix));
  for (const [n, heading] of analysis.headings.entries()) {
    if (!heading.id) {
      const suggestion = slugify(heading.text) || 'an-english-id';
      err(
        heading,
        `heading "${heading.text}" has no explicit id`,
        `end the heading with {#${suggestion}} (the same id as in the other language)`,
      );
      analysis.toc[n].id = slugify(heading.text);
    } else if (!HEADING_ID.test(heading.id)) {
      err(
        heading,
        `heading id "${heading.id}" is not kebab-case ASCII`,
        `use lower-case letters, digits and single dashes, e.g. {#${slugify(heading.id)}}`,
      );
    } else if (seen.has(heading.id)) {
      err(heading, `heading id "${heading.id}" is already used on line ${seen.get(heading.id)}`, `make it unique, e.g. {#${heading.id}-1}`);
    } else {
      seen.set(heading.id, heading.line);
    }
  }
  return errors;
}
