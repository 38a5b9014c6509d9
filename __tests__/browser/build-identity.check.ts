import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildCopy, copyProject } from '../../tools/serve/site-copy';
import { DRAWN } from '../../lib/build-cache.mjs';

/**
 * What the caches under `.next/cache` reuse never shows in the export: a copy of the site built cold,
 * then with one page edited and the cache kept (as Vercel and CI caches keep it), then with the edit
 * undone. The last export is the first, byte for byte. One thing is read past: Next's build ID, a
 * random name each `next build` gives its output (a folder of `_next/static/` and a string in the
 * pages), which the deploy test relies on to tell two deploys apart.
 * `npm run bench -- --identity` runs it: three builds take about three minutes on 2 cores, more than
 * `npm test` can add within CI's 15.
 */

const EDITED = 'content/en/guide/start/introduction.mdx';
const EDIT = '\nA sentence added by the build identity test, which the next build must show.\n';

/** Every file of an export by its path, as a hash of its bytes, the build ID replaced in both. */
function exported(dir: string): Map<string, string> {
  const out = path.join(dir, 'out');
  const buildId = fs.readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim();
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(full).toString('latin1').replaceAll(buildId, '<build id>');
    files.set(path.relative(out, full).replaceAll(buildId, '<build id>'), createHash('sha256').update(bytes, 'latin1').digest('hex'));
  }
  return files;
}

/** The paths whose files differ between two exports, or that only one has. */
function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort();
}

describe('an export built with the caches of an earlier build', () => {
  let dir = '';
  let cold = new Map<string, string>();
  let edited = new Map<string, string>();
  let reverted = new Map<string, string>();
  let cards = 0;
  let cachedCards = 0;
  let editedTwin = '';
  let editedHtml = '';

  before(() => {
    dir = copyProject();
    buildCopy(dir);
    cold = exported(dir);
    const page = path.join(dir, EDITED);
    const text = fs.readFileSync(page, 'utf8');
    // A copy has no git history: a page's "last updated" is its file's time, which undoing the edit keeps.
    const { atime, mtime } = fs.statSync(page);
    fs.writeFileSync(page, text + EDIT);
    buildCopy(dir);
    edited = exported(dir);
    editedTwin = fs.readFileSync(path.join(dir, 'out', 'guide/start/introduction.md'), 'utf8');
    editedHtml = fs.readFileSync(path.join(dir, 'out', 'guide/start/introduction/index.html'), 'utf8');
    cards = [...edited.keys()].filter((file) => file.startsWith('og/') && file.endsWith('.png')).length;
    cachedCards = fs.readdirSync(path.join(dir, '.next', 'cache', DRAWN.cards)).length;
    fs.writeFileSync(page, text);
    fs.utimesSync(page, atime, mtime);
    buildCopy(dir);
    reverted = exported(dir);
  });
  after(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows the edit in the page and its Markdown twin, and changes no script, style, card or Chinese page', () => {
    assert.ok(editedHtml.includes(EDIT.trim()) && editedTwin.includes(EDIT.trim()));
    // The English pages name the English search files, whose hashed names change with the text.
    const changed = differences(cold, edited);
    assert.ok(changed.includes('guide/start/introduction/index.html'), changed.join('\n'));
    assert.deepEqual(
      changed.filter((file) => /^(_next|og|zh)\//.test(file)),
      [],
    );
  });

  it('draws each card once: the cache holds one per card, which the edited build copied', () => {
    assert.ok(cards > 80, `only ${cards} cards`);
    assert.equal(cachedCards, cards);
  });

  it('is, once the edit is undone, the cold export byte for byte: pages, scripts, styles, search files, cards', () => {
    assert.ok(cold.size > 500, `only ${cold.size} files in the export`);
    assert.deepEqual(differences(cold, reverted), []);
  });
});
