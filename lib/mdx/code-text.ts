/**
 * The text a copy button puts on the clipboard: every line of the block except those marked as
 * removed by diff notation (`// [!code --]`), joined with newlines.
 */
export function codeText(code: Element): string {
  const lines = [...code.querySelectorAll<HTMLElement>('[data-line]')];
  if (lines.length === 0) return code.textContent ?? '';
  return lines
    .filter((line) => !line.classList.contains('remove'))
    .map((line) => line.textContent ?? '')
    .join('\n');
}
