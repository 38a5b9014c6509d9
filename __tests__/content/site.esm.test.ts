import path from 'node:path';
import { buildContentIndex } from '@/lib/content';
import { loadContent } from '@/lib/content/load';
import { contentInvariants } from './invariants';

const CONTENT = path.join(process.cwd(), 'content');

describe('the site built from content/', () => {
  it('holds every invariant of valid content: the check passes, the spec routes exist, sidebars, sitemap, llms.txt and search agree', () => {
    expect(contentInvariants(CONTENT)).toEqual([]);
  });

  it('gives every outline entry a depth from 2 to 4, a kebab-case id, and the place of its heading in the page text', () => {
    for (const { record, analysis } of buildContentIndex(loadContent(CONTENT)).pages) {
      for (const item of record.toc) {
        expect([record.routePath, item.depth >= 2 && item.depth <= 4]).toEqual([record.routePath, true]);
        expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect([record.routePath, analysis.plainText.startsWith(item.text, item.charIndex)]).toEqual([record.routePath, true]);
      }
    }
  });
});
