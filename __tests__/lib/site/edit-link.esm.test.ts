import { findPage } from '@/lib/content/lookup';
import { editLinkHref } from '@/lib/site/edit-link';
import { siteIndex } from './fixture';

const index = siteIndex();

describe('editLinkHref', () => {
  it("points at the page's source file, the English one for a page awaiting translation", () => {
    expect(editLinkHref(findPage('zh', ['guide', 'start', 'introduction'], index)!)).toBe(
      'https://github.com/web-infra-dev/rspress/tree/main/packages/document/docs/zh/guide/start/introduction.mdx',
    );
    expect(editLinkHref(findPage('zh', ['guide', 'start', 'next'], index)!)).toMatch(/\/docs\/en\/guide\/start\/next\.mdx$/);
  });
});
