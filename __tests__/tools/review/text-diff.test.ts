import { focusChanges, lineDiff } from '@/tools/review/text-diff';

describe('lineDiff', () => {
  it('is empty for equal lists', () => {
    expect(lineDiff(['a', 'b'], ['a', 'b'])).toEqual([]);
  });

  it('shows each change with one line of context and … between hunks', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const after = ['a', 'B', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(lineDiff(before, after).map((l) => `${l.op}${l.text}`)).toEqual([' a', '-b', '+B', ' c', ' …', ' g', '+h']);
  });

  it('finds a removed line in the middle', () => {
    expect(lineDiff(['x', 'y', 'z'], ['x', 'z']).map((l) => `${l.op}${l.text}`)).toEqual([' x', '-y', ' z']);
  });
});

describe('focusChanges', () => {
  it('cuts a long replaced line down to the part that changed', () => {
    const start = 'word '.repeat(40);
    const [old, now] = focusChanges(
      [
        { op: '-', text: `${start}old ending.` },
        { op: '+', text: `${start}new ending.` },
      ],
      10,
    );
    expect(old.text).toBe('…word word old ending.');
    expect(now.text).toBe('…word word new ending.');
  });
});
