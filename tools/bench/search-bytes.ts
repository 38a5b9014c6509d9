import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createLocalSearchClient } from '../../lib/search/client/local-client';

/** The meta file of a language in an export's `search-index/` (`<lang>.<hash>.json`). */
export function searchMetaFile(out: string, lang: string): string {
  const dir = path.join(out, 'search-index');
  const names = fs.readdirSync(dir).filter((name) => name.startsWith(`${lang}.`) && name.endsWith('.json'));
  if (names.length !== 1) throw new Error(`expected one ${lang} search meta file in ${dir}, found: ${names.join(', ') || 'none'}`);
  return path.join(dir, names[0]);
}

/**
 * What a reader's first query downloads of an export's search files, as the dialog's client loads
 * them: the meta file and every part the query reads, each counted once, raw and gzip.
 */
export async function firstQueryBytes(out: string, lang: string, query: string): Promise<{ files: number; raw: number; gzip: number }> {
  const meta = searchMetaFile(out, lang);
  // A build from before the split (one file of pages per language): the first query fetched it whole.
  const whole = fs.readFileSync(meta);
  if (Array.isArray(JSON.parse(whole.toString('utf8')))) return { files: 1, raw: whole.length, gzip: zlib.gzipSync(whole).length };
  const total = { files: 0, raw: 0, gzip: 0 };
  const client = createLocalSearchClient(`/search-index/${path.basename(meta)}`, async (url) => {
    const file = fs.readFileSync(path.join(out, url));
    total.files++;
    total.raw += file.length;
    total.gzip += zlib.gzipSync(file).length;
    return file.toString('utf8');
  });
  await client.search([{ query }]);
  return total;
}
