/**
 * Typo tolerance as readers need it: one typo in a word of 5 letters or more, two from 9 letters; a
 * typo is a missing, extra, wrong or swapped letter (`depoly` → `deploy` is one). A typo on the first
 * letter counts as two, as in Meilisearch: readers rarely miss the first letter, and `jquery` is not
 * `query` misspelt.
 */
export function allowedTypos(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

/** Optimal-string-alignment distance (swaps count once), with a first-letter typo counted twice. */
export function typos(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  const swappedStart = a.length > 1 && b.length > 1 && a[0] === b[1] && a[1] === b[0];
  return d[a.length][b.length] + (a[0] !== b[0] && !swappedStart ? 1 : 0);
}

/** Under this many letters a typo may not shorten the typed word. */
const SHORT = 7;

/**
 * Whether a word of the docs is the typed word with its allowed typos. A short typed word is never
 * shortened: a whole word of five or six letters with one letter more than a word of the docs is
 * most often another word (`stripe` is not `strip`, `width` is not `with`), while a letter missed
 * (`sidbar`, `algola`) is a typo.
 */
export function isTypo(typed: string, word: string): boolean {
  const allowed = allowedTypos(typed);
  if (!allowed || Math.abs(typed.length - word.length) > allowed) return false;
  if (typed.length < SHORT && word.length < typed.length) return false;
  return typos(typed, word) <= allowed;
}
