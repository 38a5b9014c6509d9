/** One entry of an Accept header: `text/markdown;q=0.9` → type `text/markdown`, q 0.9. */
interface Range {
  type: string;
  q: number;
}

/** RFC 9110 weights: 0 to 1, at most three decimals. */
const WEIGHT = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The entries of an Accept header; an entry whose weight is malformed counts as not sent. */
function ranges(accept: string): Range[] {
  return accept.split(',').flatMap((entry) => {
    const [type, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!type) return [];
    const weight = params.find((param) => /^q\s*=/.test(param))?.replace(/^q\s*=\s*/, '');
    if (weight === undefined) return [{ type, q: 1 }];
    return WEIGHT.test(weight) ? [{ type, q: Number(weight) }] : [];
  });
}

/** The weight the header gives a media type: its own entry, else `text/*`, else `*\/*`, else 0. */
function weightOf(list: Range[], type: string): number {
  const family = `${type.split('/')[0]}/*`;
  for (const candidate of [type, family, '*/*']) {
    const found = list.find((range) => range.type === candidate);
    if (found) return found.q;
  }
  return 0;
}

/**
 * Whether a request asks for a page's Markdown twin rather than its HTML: the Accept header names
 * `text/markdown` itself with a weight above 0, and gives HTML no higher weight (a tie goes to Markdown,
 * the type the client named). A wildcard alone (`*\/*`, curl's default) is not a request for Markdown,
 * and without an Accept header the page is HTML.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const list = ranges(accept);
  const markdown = list.find((range) => range.type === 'text/markdown')?.q ?? 0;
  return markdown > 0 && weightOf(list, 'text/html') <= markdown;
}
