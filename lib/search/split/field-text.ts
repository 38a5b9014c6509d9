import { SHORT_FIELDS, type ShortField } from '../engine/fields';
import type { FieldText, Phrase } from '../engine/field-text';
import { isPhraseWord, PHRASE_WORD } from '../engine/tokenize';
import type { ShardMeta } from './format';
import type { ShardStore } from './shard-store';

/**
 * The questions ranking asks about the docs' text (../engine/field-text.ts), answered from the shards
 * loaded: what each term's shard says of where it stands. `fieldOf` reads a doc's field itself, which
 * loads its page: only a phrase with other characters than letters and digits needs it.
 */
export function shardedFieldText(
  meta: ShardMeta,
  store: ShardStore,
  fieldOf: (docId: number, field: 'content' | 'description') => string | undefined,
): FieldText {
  const fieldNames = Object.fromEntries(Object.entries(meta.fieldIds).map(([name, id]) => [id, name as ShortField]));
  return {
    settled: store.holds,
    sameAs(squashed) {
      const found = new Map<number, ShortField[]>();
      const fields = store.sameIn(squashed);
      for (let i = 0; i < fields.length; i += 2) found.set(fields[i], [...(found.get(fields[i]) ?? []), fieldNames[fields[i + 1]]]);
      return found;
    },
    // In the order of the field's words, as `covered` adds them: the same sum to the last bit.
    coverage(docId, field, matched) {
      const f = meta.fieldIds[field];
      const whole = new Set<number>();
      const parts = new Map<number, { found: number; of: number }>();
      for (const term of matched) {
        const at = store.shortAt(term);
        if (!at) continue;
        for (const i of at.words[f]?.[docId] ?? []) whole.add(i);
        const partsAt = at.parts[f]?.[docId] ?? [];
        for (let i = 0; i < partsAt.length; i += 2) {
          const word = parts.get(partsAt[i]) ?? { found: 0, of: partsAt[i + 1] };
          word.found++;
          parts.set(partsAt[i], word);
        }
      }
      let sum = 0;
      for (const i of [...new Set([...whole, ...parts.keys()])].sort((a, b) => a - b))
        sum += whole.has(i) ? 1 : parts.get(i)!.found / parts.get(i)!.of;
      return { covered: sum, words: meta.shortWords[docId * SHORT_FIELDS.length + SHORT_FIELDS.indexOf(field)] };
    },
    // A Chinese word in a field is its pairs one character apart from each other.
    written(docId, text) {
      const chars = [...text];
      const at = chars.slice(1).map((char, i) => store.pairAt(chars[i] + char));
      if (at.some((offsets) => !offsets)) return false;
      return Object.entries(at[0]!).some(([field, byDoc]) =>
        (byDoc[docId] ?? []).some((start) => at.every((offsets, i) => offsets![field]?.[docId]?.includes(start + i))),
      );
    },
    // Two words side by side: their runs of letters and digits at offsets one apart, each after the one
    // before. That settles a phrase of such words; one with other characters (`--port`, `_meta`) must
    // also be matched on the text itself, whose page loads only where the offsets allow it.
    phrase(docId, field, phrase: Phrase) {
      const runs = [phrase.first, phrase.second].flatMap((word) => (word.match(PHRASE_WORD) ?? []).map((run) => run.toLowerCase()));
      const fieldId = meta.fieldIds[field];
      let at = store.wordIn(runs[0], false, docId, fieldId);
      for (let r = 1; r < runs.length && at.size > 0; r++) {
        const next = store.wordIn(runs[r], phrase.last && r === runs.length - 1, docId, fieldId);
        at = new Set([...at].filter((i) => next.has(i + 1)).map((i) => i + 1));
      }
      if (at.size === 0) return false;
      return (isPhraseWord(phrase.first) && isPhraseWord(phrase.second)) || phrase.pattern.test(fieldOf(docId, field) ?? '');
    },
  };
}
