import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { ContentError } from '../../lib/content/errors';
import { counterpart } from '../../lib/content/lookup';
import { DEFAULT_LANG } from '../../lib/i18n/locales';
import { at, pageSource, type CheckContext } from './context';
import { frontmatterPosition } from './positions';

/** When each file under a folder was first committed and last changed (seconds since the epoch). */
export interface FileDates {
  added: Map<string, number>;
  changed: Map<string, number>;
}

/** From one `git log` over the folder; empty maps outside a git checkout (a temporary tree, a download). */
export function gitDates(dir: string): FileDates {
  const dates: FileDates = { added: new Map(), changed: new Map() };
  try {
    const log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--relative', '--', dir], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
    // Newest commit first: a file's first appearance is its last change, its last appearance its addition.
    for (const commit of log.split('\0').slice(1)) {
      const [time, ...files] = commit.trim().split('\n');
      for (const file of files.filter(Boolean)) {
        const full = path.resolve(dir, file);
        if (!dates.changed.has(full)) dates.changed.set(full, Number(time));
        dates.added.set(full, Number(time));
      }
    }
  } catch {
    // not a git checkout: no dates, so no warning about them
  }
  return dates;
}

const DAY = 24 * 60 * 60;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/**
 * What translators should know, as warnings (the build goes on): every English page that awaits its
 * translation, with how long it has waited, and every translation whose English page changed after it.
 */
export function translationWarnings(context: CheckContext, dates: FileDates, now = Date.now() / 1000): ContentError[] {
  const { index } = context;
  const file = (rel: string) => path.resolve(path.join(index.root, rel));
  const warnings: ContentError[] = [];
  for (const page of index.pages) {
    const { lang, relativePath } = page.record;
    if (page.textLang !== lang) {
      const added = dates.added.get(file(`${page.textLang}/${relativePath}`));
      const days = added === undefined ? 0 : Math.floor((now - added) / DAY);
      warnings.push(
        at(
          page.file,
          frontmatterPosition(pageSource(context, page), 'awaitingTranslation'),
          `awaiting its ${lang} translation for ${days} day${days === 1 ? '' : 's'}`,
          `translate it into content/${lang}/${relativePath} (same heading ids), then remove "awaitingTranslation"`,
        ),
      );
    } else if (lang !== DEFAULT_LANG) {
      const original = counterpart(page, DEFAULT_LANG, index);
      if (!original) continue;
      const english = dates.changed.get(file(`${DEFAULT_LANG}/${relativePath}`));
      const translated = dates.changed.get(file(`${lang}/${relativePath}`));
      if (english === undefined || translated === undefined || english <= translated) continue;
      warnings.push(
        at(
          page.file,
          frontmatterPosition(pageSource(context, page)),
          `translation may be stale: ${original.file} changed on ${day(english)}, after this page (${day(translated)})`,
          `see what changed (git log -p --since=${day(translated)} -- ${original.file}) and update this page`,
        ),
      );
    }
  }
  return warnings;
}
