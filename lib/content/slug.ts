/**
 * The heading-id rule of content/README.md: lower-case, every run of characters other than a–z
 * and 0–9 becomes one `-`, trimmed. Used to suggest an id when a heading has none.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
