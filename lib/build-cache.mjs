/**
 * What the caches one build's processes share under `.next/cache/` have in common: a key that changes
 * with any file their content comes from, and a write that a reader never sees half done.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

/**
 * What builds draw, by key, under `.next/cache/`: the social cards (a folder) and the highlighted code
 * blocks (a file). A copy of the checkout may start from them (tools/serve/site-copy.ts).
 */
export const DRAWN = { cards: 'social-cards', code: 'highlighted-code.bin' };

/**
 * Adds every file under `dir` (a missing folder adds nothing), in a fixed order, to `hash`: its path
 * from `base` and its bytes. Not where the tree lies, so a copy of a checkout keeps its keys (and
 * reuses what its caches hold).
 * @param {import('node:crypto').Hash} hash @param {string} dir @param {string} [base]
 */
export function hashTree(hash, dir, base = dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full, base);
    else
      hash
        .update(`${path.relative(base, full)}\0`)
        .update(fs.readFileSync(full))
        .update('\0');
  }
}

/**
 * Adds the code that builds a cache's content to `hash`: the files under `dir` and the locked
 * dependencies of the project.
 * @param {import('node:crypto').Hash} hash @param {string} dir @param {string} project
 */
export function hashCode(hash, dir, project) {
  hashTree(hash, dir, project);
  const lock = path.join(project, 'package-lock.json');
  if (fs.existsSync(lock)) hash.update(fs.readFileSync(lock));
}

/**
 * Writes `data` to `file` aside and renames it: a process reading at the same moment sees the whole
 * file or none.
 * @param {string} file @param {NodeJS.ArrayBufferView} data
 */
export function writeAtomically(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

/**
 * A response that is the same whenever its inputs are: read from `file` (under `.next/cache/`, named by
 * a key of those inputs) when a build already made it, made by `make` and stored otherwise. Status,
 * headers and body are kept, so a stored response is the one `make` returned; a failed one is not stored.
 * @param {string} file @param {() => Promise<Response>} make
 * @returns {Promise<Response>}
 */
export async function cachedResponse(file, make) {
  if (fs.existsSync(file)) {
    const { status, headers, body } = v8.deserialize(fs.readFileSync(file));
    return new Response(body, { status, headers });
  }
  const made = await make();
  const body = Buffer.from(await made.arrayBuffer());
  const stored = { status: made.status, headers: [...made.headers], body };
  if (made.ok) writeAtomically(file, v8.serialize(stored));
  return new Response(body, { status: stored.status, headers: stored.headers });
}
