/** Which way the reader asked the page to scroll: `any` for a scrollbar drag, `none` for no scrolling at all. */
export type ScrollIntent = 'up' | 'down' | 'any' | 'none';

const DOWN_KEYS = new Set(['ArrowDown', 'PageDown', 'End']);
const UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/** The direction a wheel (or a finger's move: positive is down) or a key scrolls the page. */
export function scrollIntent(input: { wheelY?: number; key?: string; shift?: boolean }): ScrollIntent {
  if (input.wheelY !== undefined) return input.wheelY > 0 ? 'down' : input.wheelY < 0 ? 'up' : 'none';
  if (input.key === ' ') return input.shift ? 'up' : 'down';
  if (input.key && DOWN_KEYS.has(input.key)) return 'down';
  if (input.key && UP_KEYS.has(input.key)) return 'up';
  return 'none';
}
