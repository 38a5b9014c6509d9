/**
 * One tokenizer for the index and the query. Latin text splits on anything that is not a letter or
 * digit. Chinese has no spaces, and a word segmenter cuts the same word differently in different
 * sentences, so Chinese runs become overlapping character pairs: a query's pairs are found wherever
 * its characters stand in that order, inside any sentence.
 */
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const WORD = /[\p{L}\p{N}_]+/gu;

function pairs(run: string): string[] {
  if (run.length === 1) return [run];
  const tokens: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) tokens.push(run.slice(i, i + 2));
  return tokens;
}

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const runs = word.match(CJK_RUN);
    if (!runs) {
      tokens.push(word);
      continue;
    }
    // Mixed runs such as "使用rspress" split into their Latin and Chinese parts.
    tokens.push(...word.replace(CJK_RUN, ' ').split(' ').filter(Boolean));
    for (const run of runs) tokens.push(...pairs(run));
  }
  return [...new Set(tokens)];
}
