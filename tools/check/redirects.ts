import type { ContentError } from '../../lib/content/errors';
import { LANGS } from '../../lib/i18n/locales';
import { normalizePath } from '../../lib/urls';
import { at, contentFile, type CheckContext } from './context';
import type { Routes } from './page-rules';
import { jsonPosition, jsonSyntaxError } from './positions';

const SHAPE = 'write a list of { "from": "/old-path", "to": "/new-path" }';

/** content/redirects.json: each entry leaves a path that is no page for one that is; problems at their entry. */
export function checkRedirects(context: CheckContext, routes: Routes): ContentError[] {
  const text = context.source.redirects;
  if (text === undefined) return [];
  const file = contentFile(context, 'redirects.json');
  const syntax = jsonSyntaxError(text);
  if (syntax) return [at(file, syntax, `not valid JSON: ${syntax.message}`, SHAPE)];
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list)) return [at(file, jsonPosition(text, []), 'not a list', SHAPE)];
  const isPage = (p: string) => LANGS.some((lang) => routes.has(`${lang}|${normalizePath(p)}`));
  return list.flatMap((entry: { from?: unknown; to?: unknown }, n): ContentError[] => {
    const label = `entry ${n + 1}`;
    if (typeof entry?.from !== 'string' || typeof entry?.to !== 'string' || !entry.from.startsWith('/') || !entry.to.startsWith('/')) {
      return [
        at(file, jsonPosition(text, [n]), `${label} needs "from" and "to" site paths`, 'write { "from": "/old-path", "to": "/new-path" }'),
      ];
    }
    const errors: ContentError[] = [];
    if (isPage(entry.from))
      errors.push(
        at(
          file,
          jsonPosition(text, [n, 'from']),
          `${label}: "${entry.from}" is still a page`,
          'a redirect must leave a path that no page uses any more',
        ),
      );
    if (!isPage(entry.to.split('#')[0]))
      errors.push(at(file, jsonPosition(text, [n, 'to']), `${label}: "${entry.to}" matches no page`, 'point "to" at an existing page'));
    return errors;
  });
}
