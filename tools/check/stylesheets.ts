/**
 * Where styles live (`npm run lint:styles`). Global stylesheets (app/styles/) hold the tokens, the
 * reset with a few shared primitives, and article prose; every other stylesheet sits beside the
 * component of the same name. It is imported either by that component (one loaded on demand, or a
 * route's own) or, once, by a global stylesheet that gathers the eager ones. A class has one home: the stylesheet whose plain
 * rules (`.sidebar-link`, `.sidebar-link:hover`) style it. Another stylesheet may style that class only
 * from inside one of its own (`.tool-card .remote-logo` in home-page.css), and each rule of a
 * component's stylesheet names a class of its own, so no component reaches into another's elements
 * unseen.
 */
import path from 'node:path';
import postcss, { type Rule } from 'postcss';

export interface Sheet {
  /** Path from the project root: `components/sidebar.css`. */
  path: string;
  css: string;
}

export interface SheetProblem {
  path: string;
  line: number;
  message: string;
}

const GLOBAL_DIR = 'app/styles/';

/** The classes of a selector outside any parentheses (`:not(.x)` names no class of its own), per compound. */
function compounds(selector: string): string[][] {
  let flat = selector;
  while (/\([^()]*\)/.test(flat)) flat = flat.replace(/\([^()]*\)/g, '');
  flat = flat.replace(/\[[^\]]*\]/g, '');
  return flat
    .trim()
    .split(/\s*[\s>+~]\s*/)
    .filter(Boolean)
    .map((compound) => [...compound.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

function rulesOf(sheet: Sheet): Rule[] {
  const rules: Rule[] = [];
  postcss.parse(sheet.css, { from: sheet.path }).walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    rules.push(rule);
  });
  return rules;
}

/** The classes a sheet styles as its own: those of its one-compound selectors. */
function ownClasses(sheet: Sheet): Map<string, number> {
  const own = new Map<string, number>();
  for (const rule of rulesOf(sheet)) {
    for (const selector of rule.selectors) {
      const parts = compounds(selector);
      if (parts.length !== 1) continue;
      for (const name of parts[0]) if (!own.has(name)) own.set(name, rule.source?.start?.line ?? 1);
    }
  }
  return own;
}

/**
 * Problems with where styles live. `importsOf(path)` gives the import specifiers of a source file
 * (undefined when there is no such file), so the rule "beside its component" is checked on the
 * component's own imports.
 */
export function stylesheetProblems(sheets: Sheet[], importsOf: (sourcePath: string) => string[] | undefined): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const homes = new Map<string, { path: string; line: number }>();
  for (const sheet of sheets) {
    for (const [name, line] of ownClasses(sheet)) {
      const home = homes.get(name);
      if (home && home.path !== sheet.path) {
        problems.push({
          path: sheet.path,
          line,
          message: `.${name} is styled as its own in ${home.path}:${home.line} too; a class has one stylesheet: move this rule there, or scope it under a class of this file`,
        });
      } else if (!home) homes.set(name, { path: sheet.path, line });
    }
  }
  // What the global sheets gather: `@import '../../components/x.css'` in app/styles/.
  const gathered = new Map<string, string>();
  for (const sheet of sheets.filter((each) => each.path.startsWith(GLOBAL_DIR))) {
    postcss.parse(sheet.css, { from: sheet.path }).walkAtRules('import', (rule) => {
      const target = /^['"]([^'"]+)['"]/.exec(rule.params)?.[1];
      if (target) gathered.set(path.posix.join(path.posix.dirname(sheet.path), target), sheet.path);
    });
  }
  for (const sheet of sheets) {
    if (sheet.path.startsWith(GLOBAL_DIR)) continue;
    const base = sheet.path.replace(/\.css$/, '');
    const name = base.slice(base.lastIndexOf('/') + 1);
    const component = ['.tsx', '.client.tsx'].map((ext) => base + ext).find((file) => importsOf(file) !== undefined);
    const importedByComponent = Boolean(component && importsOf(component)?.includes(`./${name}.css`));
    const gatheredBy = gathered.get(sheet.path);
    if (!component) {
      problems.push({
        path: sheet.path,
        line: 1,
        message: `no component beside it: a stylesheet sits beside ${base}.tsx (or .client.tsx); global styles go in ${GLOBAL_DIR}`,
      });
    } else if (importedByComponent === Boolean(gatheredBy)) {
      problems.push({
        path: sheet.path,
        line: 1,
        message: gatheredBy
          ? `imported twice, by ${component} and by ${gatheredBy}: keep one (a component shown on every page is gathered in ${gatheredBy})`
          : `nothing imports it: list it in ${GLOBAL_DIR}components.css, or \`import './${name}.css'\` in ${component} if it loads on demand`,
      });
    }
    // Its classes: those it styles as its own, and those no stylesheet styles as its own (`.callout-body`
    // in `.callout-body > :first-child`, rendered by the callout).
    const own = new Set([...ownClasses(sheet).keys()]);
    const named = (selector: string) => compounds(selector).flat();
    for (const rule of rulesOf(sheet))
      for (const selector of rule.selectors) for (const name of named(selector)) if (!homes.has(name)) own.add(name);
    for (const rule of rulesOf(sheet)) {
      for (const selector of rule.selectors) {
        const names = named(selector);
        // A selector with no class styles a library's element by its data attribute (rehype-pretty-code's figure).
        if (names.length === 0 ? /\[data-/.test(selector) : names.some((name) => own.has(name))) continue;
        problems.push({
          path: sheet.path,
          line: rule.source?.start?.line ?? 1,
          message: `\`${selector}\` names no class of this stylesheet: style it in the stylesheet of the component that renders it`,
        });
      }
    }
  }
  return problems;
}
