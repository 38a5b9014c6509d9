export function linkPages(markdown: string, previewUrl: string): string;
