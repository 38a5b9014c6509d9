/** One line of a diff: kept (context), removed from the base or added on the head. */
export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

/**
 * The lines that differ between two lists, with `context` unchanged lines around each change and
 * `…` between hunks. Longest common subsequence after trimming the common start and end, which is
 * all a page's change leaves to compare.
 */
export function lineDiff(before: string[], after: string[], context = 1): DiffLine[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end++;
  const a = before.slice(start, before.length - end);
  const b = after.slice(start, after.length - end);
  // lcs[i][j]: the length of the common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const all: DiffLine[] = before.slice(0, start).map((text) => ({ op: ' ', text }));
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      all.push({ op: ' ', text: a[i++] });
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) all.push({ op: '-', text: a[i++] });
    else all.push({ op: '+', text: b[j++] });
  }
  all.push(...before.slice(before.length - end).map((text): DiffLine => ({ op: ' ', text })));

  const near = all.map((_, n) => all.slice(Math.max(0, n - context), n + context + 1).some((line) => line.op !== ' '));
  const shown: DiffLine[] = [];
  all.forEach((line, n) => {
    if (near[n]) shown.push(line);
    else if (near[n - 1] && all.slice(n).some((later) => later.op !== ' ')) shown.push({ op: ' ', text: '…' });
  });
  return shown;
}

/**
 * A long line cut down to what changed: when a removed line is followed by its replacement, both keep
 * only `around` characters either side of the part that differs.
 */
export function focusChanges(lines: DiffLine[], around = 60): DiffLine[] {
  const out = lines.map((line) => ({ ...line }));
  for (let n = 0; n + 1 < out.length; n++) {
    if (out[n].op !== '-' || out[n + 1].op !== '+') continue;
    const [a, b] = [out[n].text, out[n + 1].text];
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head]) head++;
    let tail = 0;
    while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
    const cut = (text: string) => {
      const from = Math.max(0, head - around);
      const to = Math.min(text.length, text.length - tail + around);
      return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
    };
    out[n].text = cut(a);
    out[n + 1].text = cut(b);
  }
  return out;
}
