import { pagesOf } from '../../lib/content/lookup';
import { sectionOf } from '../../lib/urls';
import type { ContentError } from '../../lib/content/errors';
import { LANGS } from '../../lib/i18n/locales';
import { buildSidebars, flattenSidebar, type OrderProblem } from '../../lib/nav/sidebar';
import { at, contentFile, pageProblem, readText, type CheckContext } from './context';
import { jsonPosition, jsonSyntaxError } from './positions';

const ORDER_FIX = "content/nav.json lists the sections; content/sidebars/<section>.json gives each one's order";

/** One entry of a sidebar file: a page name, `{ page, label }`, or a group `{ label, dir, items }`. */
function shapeProblems(entries: unknown, file: string, path: (string | number)[] = []): OrderProblem[] {
  if (!Array.isArray(entries)) return [{ file, at: path, problem: 'not a list of sidebar entries', fix: 'write a JSON list: ["page", …]' }];
  return entries.flatMap((entry, n): OrderProblem[] => {
    const here = [...path, n];
    if (typeof entry === 'string') return [];
    if (entry && typeof entry === 'object') {
      const keys = Object.keys(entry).sort().join(',');
      if (keys === 'label,page' && typeof entry.page === 'string' && typeof entry.label === 'string') return [];
      if (
        (keys === 'dir,items,label' || keys === 'collapsed,dir,items,label') &&
        typeof entry.label === 'string' &&
        typeof entry.dir === 'string'
      )
        return shapeProblems(entry.items, file, [...here, 'items']);
    }
    return [
      {
        file,
        at: here,
        problem: `sidebar entry ${JSON.stringify(entry)} is none of the three kinds`,
        fix: 'write a page name ("deploy"), { "page": "index", "label": "<key>" } or { "label": "<key>", "dir": "<folder>", "items": [ … ] }',
      },
    ];
  });
}

/** The nav and sidebar files: readable, well formed, every entry a page and every label a message; every page listed. */
export function checkSidebars(context: CheckContext): ContentError[] {
  const { index, messages } = context;
  const order = index.order;
  if ('error' in order) return [orderError(context, order.error)];
  const problems = order.flatMap(({ entries, file }) => shapeProblems(entries, file));
  if (problems.length) return located(problems);
  const errors: ContentError[] = [];
  const sections = new Set(order.map((o) => o.section));
  for (const lang of LANGS) {
    const sidebars = buildSidebars(order, index.pages, lang, messages[lang], problems);
    const listed = new Set(Object.values(sidebars).flatMap((items) => flattenSidebar(items).map((item) => item.key)));
    for (const page of pagesOf(lang, index)) {
      if (page.record.frontmatter.pageType === 'home' || page.textLang !== lang) continue;
      const section = sectionOf(page.key);
      if (!sections.has(section)) {
        errors.push(
          pageProblem(
            context,
            page,
            `the page is in no section: "${section}" is not in content/nav.json`,
            `move the file under one of: ${[...sections].join(', ')}`,
          ),
        );
      } else if (!listed.has(page.key)) {
        errors.push(
          pageProblem(
            context,
            page,
            'the page is in no sidebar',
            `add "${page.key.split('/').pop()}" to the right group of content/sidebars/${section}.json`,
          ),
        );
      }
    }
  }
  return [...errors, ...located(problems)];
}

/** Why the nav order could not be read, at the place in nav.json or the sidebar file that says so. */
function orderError(context: CheckContext, error: string): ContentError {
  const navFile = contentFile(context, 'nav.json');
  const nav = readText(navFile);
  if (!nav) return at(navFile, { line: 1, column: 1 }, 'content/nav.json is missing', `${ORDER_FIX}: create it`);
  const navSyntax = jsonSyntaxError(nav);
  if (navSyntax) return at(navFile, navSyntax, `not valid JSON: ${navSyntax.message}`, ORDER_FIX);
  const sections = JSON.parse(nav) as unknown[];
  for (const [n, section] of sections.entries()) {
    const file = contentFile(context, `sidebars/${String(section)}.json`);
    const text = readText(file);
    if (!text)
      return at(
        navFile,
        jsonPosition(nav, [n]),
        `section "${String(section)}" has no sidebar file`,
        `create ${file}, or remove the section`,
      );
    const syntax = jsonSyntaxError(text);
    if (syntax) return at(file, syntax, `not valid JSON: ${syntax.message}`, ORDER_FIX);
  }
  return at(navFile, { line: 1, column: 1 }, `cannot read the nav or sidebar order: ${error}`, ORDER_FIX);
}

/** Sidebar problems at their entry's line and column, each reported once for both languages. */
function located(problems: OrderProblem[]): ContentError[] {
  const unique = new Map(problems.map((p) => [`${p.file}|${p.at.join('.')}|${p.problem}`, p]));
  return [...unique.values()].map((p) => at(p.file, jsonPosition(readText(p.file), p.at), p.problem, p.fix));
}
