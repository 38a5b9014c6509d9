import { execFileSync } from 'node:child_process';
import { lastUpdated } from './lib/content/load';
import { getContent } from './lib/content/store';
let t = performance.now();
const pages = getContent().pages;
console.log('getContent', Math.round(performance.now() - t)); t = performance.now();
const news = pages.map((p) => lastUpdated(p.file));
console.log('batched', Math.round(performance.now() - t)); t = performance.now();
let diff = 0;
for (const [i, p] of pages.entries()) {
  const d = execFileSync('git', ['log', '-1', '--format=%cI', '--', p.file], { encoding: 'utf8' }).trim();
  const old = new Date(d).toISOString();
  if (old !== news[i]) { diff++; console.log(p.file, old, news[i]); }
}
console.log('per file', Math.round(performance.now() - t), 'diffs', diff, 'of', pages.length);
