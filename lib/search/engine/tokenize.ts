/**
 * One tokenizer for the index and the query.
 *
 * Latin text splits on anything that is not a letter or digit. An identifier is indexed whole and by
 * its parts (`builderConfig` → `builderconfig`, `builder`, `config`; `page_type` → `page_type`, `page`,
 * `type`), so `builderConfig`, `builderconfig` and `builder config` all find it.
 *
 * Chinese has no spaces, and a word segmenter cuts the same word differently in different sentences,
 * so Chinese runs become overlapping character pairs: a query's pairs are found wherever its
 * characters stand in that order, inside any sentence.
 */
export const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WORD = /[\p{L}\p{N}_]+/gu;
/** A command-line flag (`--port`, `-c`): also indexed with its dashes, so `--port` finds the flag first. */
export const FLAG = /(?<![\p{L}\p{N}_-])--?\p{L}[\p{L}\p{N}-]*/gu;

export const isCjk = (text: string) => CJK.test(text);

/**
 * A word as a phrase of the query meets it in a text (`field-scores.ts`): letters and digits, cut by
 * anything else (`_` and `-` included).
 */
export const PHRASE_WORD = /[\p{L}\p{N}]+/gu;
const WHOLE_PHRASE_WORD = new RegExp(`^${PHRASE_WORD.source}$`, 'u');
export const isPhraseWord = (word: string) => WHOLE_PHRASE_WORD.test(word);

export function pairs(run: string): string[] {
  if (run.length === 1) return [run];
  const tokens: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) tokens.push(run.slice(i, i + 2));
  return tokens;
}

/** A word with no underscore, and no capital but maybe its first letter: one part (`Rspress`, `config`). */
const ONE_PART = /^[^_][^_\p{Lu}]*$/u;

/**
 * The parts of an identifier with where each starts: `useI18n` → `use`, `I18n`; `HTMLElement` →
 * `HTML`, `Element`; `page_type` → `page`, `type`. A plain word is one part.
 */
export function splitIdentifier(word: string): { text: string; start: number }[] {
  // Most words: without the scan below, which is most of the cost of indexing.
  if (ONE_PART.test(word)) return [{ text: word, start: 0 }];
  const parts: { text: string; start: number }[] = [];
  let start = 0;
  const upper = (c: string | undefined) => c !== undefined && /\p{Lu}/u.test(c);
  const lowerOrDigit = (c: string | undefined) => c !== undefined && /[\p{Ll}\p{N}]/u.test(c);
  const close = (end: number) => {
    if (end > start) parts.push({ text: word.slice(start, end), start });
  };
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '_') {
      close(i);
      start = i + 1;
    } else if (i > start && upper(word[i]) && (lowerOrDigit(word[i - 1]) || (upper(word[i - 1]) && /\p{Ll}/u.test(word[i + 1] ?? '')))) {
      close(i);
      start = i;
    }
  }
  close(word.length);
  return parts;
}

/** `builderConfig` → `builder`, `config`; nothing for a word that has no parts. */
export function identifierParts(word: string): string[] {
  const parts = splitIdentifier(word);
  return parts.length > 1 ? parts.map((part) => part.text.toLowerCase()) : [];
}

/** A Latin word as the index keeps it whole: lower-case, without leading or trailing underscores. */
const whole = (word: string) => word.toLowerCase().replace(/^_+|_+$/g, '');

/** The Latin words and Chinese runs of a text, in order (mixed runs such as `使用rspress` split). */
export function words(text: string): string[] {
  if (!isCjk(text)) return text.match(WORD) ?? [];
  return (text.match(WORD) ?? []).flatMap((word) => (isCjk(word) ? word.split(/([\u3400-\u9fff\uf900-\ufaff]+)/).filter(Boolean) : [word]));
}

/** Index terms of a text: each Latin word whole and by its parts, each Chinese run as character pairs. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of words(text)) {
    if (isCjk(word)) tokens.push(...pairs(word));
    else {
      const w = whole(word);
      if (w) tokens.push(w);
      tokens.push(...identifierParts(word));
    }
  }
  for (const flag of text.match(FLAG) ?? []) tokens.push(flag.toLowerCase());
  return [...new Set(tokens)];
}

/**
 * What a field is made of for "how much of it did the query cover": each Latin word whole, each
 * Chinese pair; bare numbers (`1.` in `1. Initialize the project`) are left out.
 */
export function fieldTerms(text: string): string[] {
  return words(text)
    .flatMap((word) => (isCjk(word) ? pairs(word) : [whole(word)]))
    .filter((term) => term && !/^\d+$/.test(term));
}

/**
 * Question and filler words: they say how a reader asks, not what about (`how do I change the site
 * title`, `如何修改网站标题`). The one list of them; see `fillers`. Chinese ones are cut out of a run
 * of the query, so `如何修改网站标题` is `如何` and `修改网站标题`. A Chinese one-character word is
 * left out where it also starts or ends common words (`中` in `中文`, `了` in `了解`).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // English: articles, pronouns, auxiliaries, question words, the commonest prepositions.
  ...['a', 'an', 'the', 'i', 'me', 'my', 'we', 'our', 'you', 'your', 'it', 'its', 'this', 'that'],
  ...['do', 'does', 'did', 'is', 'are', 'be', 'can', 'should', 'how', 'what', 'when', 'where', 'which', 'why'],
  ...['to', 'of', 'in', 'on', 'for', 'with', 'and', 'or', 'from', 'by', 'at', 'into', 'inside', 'within'],
  // Chinese: question words, "according to", "automatically", "whether", particles.
  ...['如何', '怎么', '怎样', '怎么样', '什么', '为什么', '哪些', '哪里', '是否', '能否', '可以', '根据', '自动', '请问', '的话'],
  ...['的', '吗', '呢'],
]);
const CJK_STOP = new RegExp(
  `(${[...STOP_WORDS]
    .filter(isCjk)
    .sort((a, b) => b.length - a.length)
    .join('|')})`,
);

/** One word of a query: a Latin word (with its identifier parts) or a Chinese run (with its pairs). */
export interface QueryWord {
  text: string;
  cjk: boolean;
  /** Latin: the word whole. Chinese: its character pairs. */
  terms: string[];
  /** Latin identifiers and flags: the parts, found together where the whole is not (`builder … config`). */
  parts: string[];
  /** A question or filler word (`STOP_WORDS`). */
  stop: boolean;
}

/**
 * Which words of a query are left out: the filler words, when the query has other words (`how to`
 * alone is still looked for). Stage 1 does not look them up and stage 4 gives them no weight, so a
 * page is neither found nor passed over for its `the` or `如何`.
 */
export function fillers(words: QueryWord[]): boolean[] {
  const content = words.some((word) => !word.stop);
  return words.map((word) => content && word.stop);
}

export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const result: QueryWord[] = [];
  const pieces = query.split(FLAG);
  const flags = query.match(FLAG) ?? [];
  for (const [i, piece] of pieces.entries()) {
    const flag = flags[i]?.toLowerCase();
    for (const word of piece ? words(piece) : []) {
      if (isCjk(word)) word.split(CJK_STOP).filter(Boolean).forEach(addWord);
      else addWord(word);
    }
    if (flag && !seen.has(flag)) {
      seen.add(flag);
      result.push({
        text: flags[i],
        cjk: false,
        terms: [flag],
        parts: words(flag).flatMap((w) => [whole(w), ...identifierParts(w)]),
        stop: false,
      });
    }
  }
  return result;

  function addWord(word: string) {
    const cjk = isCjk(word);
    const key = cjk ? word : whole(word);
    if (!key || seen.has(key)) return;
    seen.add(key);
    const stop = STOP_WORDS.has(key);
    result.push(
      cjk
        ? { text: word, cjk, terms: pairs(word), parts: [], stop }
        : { text: word, cjk, terms: [key], parts: identifierParts(word), stop },
    );
  }
}

/** Letters and digits only, lower-case, without a leading step number: `1. Build it!` → `buildit`. */
export function squash(text: string): string {
  return text
    .replace(/^\s*\d+[.)]\s+/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
