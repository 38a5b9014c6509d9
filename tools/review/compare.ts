import { langFromPath } from '../../lib/urls';
import type { Lang } from '../../lib/types';
import type { ExportedPage, TextLine } from './page-text';
import { focusChanges, lineDiff, type DiffLine } from './text-diff';

export interface PageChange {
  /** The page's address in the export: `/guide/basic/deploy/`. */
  path: string;
  lang: Lang;
  status: 'added' | 'removed' | 'changed';
  title: string;
  /** What a reader sees change, line by line (empty for an added or removed page). */
  diff: DiffLine[];
  /** Whether the change touches a code block or a callout: then the pictures are taken in dark too. */
  touchesCode: boolean;
  /** A removed page's redirect target, when it has one. */
  redirectedTo?: string;
}

/** A heading id (or, without `id`, a page address) of the base that leads nowhere on the head. */
export interface LostAnchor {
  path: string;
  lang: Lang;
  id?: string;
}

export interface Comparison {
  changes: PageChange[];
  lost: LostAnchor[];
}

const render = (lines: TextLine[]) => lines.map((line) => line.text);

/**
 * What changed between two exports, each a map from page address to page: pages added, removed and
 * changed (by their article's text and structure), and the anchors lost on the way, in address order.
 */
export function compareExports(base: Map<string, ExportedPage>, head: Map<string, ExportedPage>): Comparison {
  const changes: PageChange[] = [];
  const lost: LostAnchor[] = [];
  const paths = [...new Set([...base.keys(), ...head.keys()])].sort();
  for (const path of paths) {
    const [before, after] = [base.get(path), head.get(path)];
    const lang = langFromPath(path);
    if (before?.kind === 'page' && after?.kind === 'page') {
      const diff = lineDiff(render(before.lines), render(after.lines));
      if (diff.length > 0) {
        const changed = new Set(diff.filter((line) => line.op !== ' ').map((line) => line.text));
        const touchesCode = [...before.lines, ...after.lines].some(
          (line) => (line.kind === 'code' || line.kind === 'callout') && changed.has(line.text),
        );
        changes.push({ path, lang, status: 'changed', title: after.title, diff: focusChanges(diff), touchesCode });
      }
      const kept = new Set([...after.ids, ...Object.keys(after.aliases)]);
      for (const id of before.ids) if (!kept.has(id)) lost.push({ path, lang, id });
    } else if (before?.kind === 'page') {
      changes.push({
        path,
        lang,
        status: 'removed',
        title: before.title,
        diff: [],
        touchesCode: false,
        ...(after?.kind === 'redirect' ? { redirectedTo: after.to } : {}),
      });
      if (!after) lost.push({ path, lang });
    } else if (after?.kind === 'page') {
      changes.push({ path, lang, status: 'added', title: after.title, diff: [], touchesCode: false });
    }
  }
  return { changes, lost };
}
