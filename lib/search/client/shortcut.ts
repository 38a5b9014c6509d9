/** Whether a key press happened where typing text, so `/` must not open search. */
export function isEditableTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

export type ShortcutAction = 'toggle' | 'open' | 'close' | undefined;

/** Ctrl+K / Cmd+K anywhere toggles search; `/` opens it outside text fields; Escape closes it. */
export function searchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>,
  isOpen: boolean,
): ShortcutAction {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return 'toggle';
  if (event.key === 'Escape' && isOpen) return 'close';
  if (event.key === '/' && !isOpen && !event.ctrlKey && !event.metaKey && !isEditableTarget(event.target)) return 'open';
  return undefined;
}

export function isApplePlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(userAgent);
}
