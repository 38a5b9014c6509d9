import { buildContentIndex, type ContentIndex } from './index';
import { ContentErrors } from './errors';
import { contentSignature, loadContent } from './load';

let cached: { index: ContentIndex; signature: string } | undefined;

/**
 * The content index of the site, read from content/; refuses to serve broken content. Built once per
 * build; in `next dev` rebuilt only when a file under content/ changed, so edits show on the next request.
 */
export function getContent(): ContentIndex {
  const current = process.env.NODE_ENV === 'development' ? contentSignature() : 'build';
  if (!cached || cached.signature !== current) {
    const index = buildContentIndex(loadContent());
    if (index.errors.length > 0) throw new ContentErrors(index.errors);
    cached = { index, signature: current };
  }
  return cached.index;
}
