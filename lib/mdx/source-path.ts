/** What a `<SourceCode href>` link shows: the path on GitHub without the host (`owner/repo/blob/…`). */
export function sourcePath(href: string): string {
  return href.replace(/^https:\/\/github\.com\//, '');
}
