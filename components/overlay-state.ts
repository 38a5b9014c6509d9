/** The page's overlays (the chrome's and the copy-page menu); while any is open, the auto-hiding navbar stays in place. */
export type Overlay = 'search' | 'tools' | 'drawer' | 'menu' | 'copy-page';

const open = new Set<Overlay>();

/** Called by each overlay when it opens or closes (one module instance for the whole page). */
export function setOverlayOpen(name: Overlay, isOpen: boolean): void {
  if (isOpen) open.add(name);
  else open.delete(name);
}

export function anyOverlayOpen(): boolean {
  return open.size > 0;
}
