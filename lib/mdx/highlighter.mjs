/**
 * One highlighter for the whole build. The MDX loaders of `next build` run in several processes, and
 * each one compiled shiki's grammars again before tokenising its blocks, twice each (two themes): about
 * half of their time, on the build's critical path. Instead `npm run check` highlights every distinct
 * block of the content once, in its own process (`recordHighlighting`), and the loaders read the result
 * (`sharedHighlighter`). A block that is not there (edited since the check) is highlighted as before.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { getSingletonHighlighter } from 'shiki';
import { DRAWN, hashCode, writeAtomically } from '../build-cache.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The project folder (the loaders' working folder is not guaranteed to be it). */
const PROJECT = path.join(HERE, '..', '..');
export const HIGHLIGHTED_FILE = path.join(PROJECT, '.next', 'cache', DRAWN.code);

/** What shapes a block's HTML besides its text and options: the modules here (the transformers) and the locked shiki. */
function codeVersion() {
  const hash = createHash('sha256');
  hashCode(hash, HERE, PROJECT);
  return hash.digest('hex');
}

/**
 * A block's key: its text and every option but the transformers (functions, covered by the version).
 * @param {string} code @param {Record<string, unknown>} options
 */
function keyOf(code, options) {
  const { transformers: _transformers, ...rest } = options;
  return createHash('sha256')
    .update(JSON.stringify([code, rest]))
    .digest('hex');
}

/** @type {{ version: string; blocks: Map<string, string>; mtimeMs: number } | undefined} */
let known;

/** The blocks the last check stored, if this version of the code stored them; read again when the file changes. */
function knownBlocks() {
  const mtimeMs = fs.existsSync(HIGHLIGHTED_FILE) ? fs.statSync(HIGHLIGHTED_FILE).mtimeMs : 0;
  if (known?.mtimeMs !== mtimeMs) {
    const version = known?.version ?? codeVersion();
    /** @type {{ version: string; blocks: Map<string, string> } | undefined} */
    const stored = mtimeMs ? v8.deserialize(fs.readFileSync(HIGHLIGHTED_FILE)) : undefined;
    known = { version, blocks: stored?.version === version ? stored.blocks : new Map(), mtimeMs };
  }
  return known.blocks;
}

/** While the check records: every distinct block's HTML by key. */
/** @type {Map<string, string> | undefined} */
let recording;
/** What a recorded block becomes in the check's tree, which is thrown away: spares parsing the HTML back. */
const RECORDED = '<pre><code></code></pre>';

/** Blocks answered from the stored ones and blocks highlighted here, in this process (the tests read it). */
export const highlightCounts = { stored: 0, highlighted: 0 };

/**
 * rehype-pretty-code's `getHighlighter`: shiki's one instance in this process, whose `codeToHtml`
 * answers from the stored blocks when it can.
 * @param {Parameters<typeof getSingletonHighlighter>[0]} options
 */
export async function sharedHighlighter(options) {
  const highlighter = await getSingletonHighlighter(options);
  /** @type {typeof highlighter.codeToHtml} */
  const highlight = (code, codeOptions) => {
    const key = keyOf(code, codeOptions);
    const stored = recording?.get(key) ?? knownBlocks().get(key);
    if (stored !== undefined) highlightCounts.stored++;
    else highlightCounts.highlighted++;
    // No time limit per line (shiki's default stops a line after 500 ms and tokenises the rest from a
    // wrong state): on a busy machine the light and dark passes then split one line differently, and the
    // same code got other colours, unreadable ones in dark.
    const html = stored ?? highlighter.codeToHtml(code, { ...codeOptions, tokenizeTimeLimit: 0 });
    if (!recording) return html;
    recording.set(key, html);
    return RECORDED;
  };
  return Object.assign(Object.create(highlighter), { codeToHtml: highlight });
}

/**
 * Stores the HTML of every block highlighted while `run` runs the pages' rehype step. `langs` are all
 * the languages the blocks name, loaded first: a Markdown block highlights its embedded frontmatter or
 * code only in a language already loaded, so every block sees the same set.
 * @param {string[]} langs
 * @param {() => Promise<void>} run
 * @returns {Promise<number>} how many distinct blocks were stored
 */
export async function recordHighlighting(langs, run) {
  const highlighter = await getSingletonHighlighter();
  await Promise.allSettled(langs.map((lang) => highlighter.loadLanguage(/** @type {never} */ (lang))));
  recording = new Map();
  try {
    await run();
    writeAtomically(HIGHLIGHTED_FILE, v8.serialize({ version: codeVersion(), blocks: recording }));
    return recording.size;
  } finally {
    recording = undefined;
  }
}
