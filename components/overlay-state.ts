/**
 * Menus, the sidebar drawer and the search dialog mark themselves open on <html>, so the
 * auto-hiding navbar stays visible while any of them is open.
 */
export function setOverlayOpen(name: string, open: boolean): void {
  document.documentElement.toggleAttribute(`data-open-${name}`, open);
}

export function anyOverlayOpen(): boolean {
  return [...document.documentElement.attributes].some((attr) => attr.name.startsWith('data-open-'));
}
