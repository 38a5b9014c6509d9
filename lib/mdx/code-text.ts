/**
 * The text a copy button puts on the clipboard: every line of the block except those marked as
 * removed by diff notation (`// [!code --]`), joined with newlines. Each line is a `<span>` child of
 * `<code>` (lib/mdx/rehype-compact-code.mjs).
 */
export function codeText(code: Element): string {
  const lines = [...code.querySelectorAll<HTMLElement>(':scope > span')];
  if (lines.length === 0) return code.textContent ?? '';
  return lines
    .filter((line) => !line.classList.contains('remove'))
    .map((line) => line.textContent ?? '')
    .join('\n');
}
