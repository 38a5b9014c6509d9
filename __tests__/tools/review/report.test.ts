import type { PageChange } from '@/tools/review/compare';
import { COMMENT_LIMIT, MARKER, renderComment, renderReport, type Review } from '@/tools/review/report';

const change = (path: string, status: PageChange['status'], lines = 2): PageChange => ({
  path,
  lang: path.startsWith('/zh/') ? 'zh' : 'en',
  status,
  title: 'Title',
  diff: Array.from({ length: lines }, (_, n) => ({ op: n % 2 ? '+' : '-', text: `line ${n} ${'text '.repeat(30)}` })),
  touchesCode: false,
});

const review = (changes: PageChange[]): Review => ({
  base: 'main (abc1234)',
  changes,
  lost: [{ path: '/guide/a/', lang: 'en', id: 'old-id' }],
  weights: { '/guide/a/': { before: { jsCss: 150_000, html: 10_000 }, after: { jsCss: 150_300, html: 10_000 } } },
  search: { before: { en: 100_000, zh: 100_000 }, after: { en: 101_024, zh: 100_000 } },
  problems: ['content/zh/guide/a.mdx:2:1 translation may be stale'],
  pictures: [
    {
      path: '/guide/a/',
      width: 375,
      scheme: 'light',
      before: 'images/a-b.png',
      after: 'images/a-a.png',
      diff: 'images/a-d.png',
      changedPixels: 42,
      top: 0,
    },
  ],
});

describe('renderReport', () => {
  it('says so when no page changed', () => {
    const text = renderReport({ ...review([]), lost: [] }, { images: 'inline' });
    expect(text).toContain(MARKER);
    expect(text).toContain('No page changed (compared with main (abc1234)).');
  });

  it('lists each language, weight, lost anchors, search and new warnings, with the pictures inline', () => {
    const text = renderReport(review([change('/guide/a/', 'changed'), change('/zh/guide/b/', 'removed', 0)]), { images: 'inline' });
    expect(text).toContain('1 page changed, 0 added, 1 removed, 1 anchor lost');
    expect(text).toContain('| `/guide/a/` | changed | 146.5 → 146.8 (+0.3) | 9.8 |');
    expect(text).toContain('| ~~`/zh/guide/b/`~~ | removed |');
    expect(text).toContain('<img src="images/a-d.png" alt="changed pixels" width="240"> 42 px');
    expect(text).toContain('`/guide/a/#old-id` (en)');
    expect(text).toContain('| English | 97.7 → 98.7 (+1.0) |');
    expect(text).toContain('- content/zh/guide/a.mdx:2:1 translation may be stale');
  });

  it('links the pages that exist on the preview', () => {
    const text = renderReport(review([change('/guide/a/', 'changed'), change('/zh/guide/b/', 'removed', 0)]), {
      images: 'inline',
      previewUrl: 'https://docs-git-x.vercel.app/',
    });
    expect(text).toContain('| [`/guide/a/`](https://docs-git-x.vercel.app/guide/a/) | changed');
    expect(text).toContain('| ~~`/zh/guide/b/`~~ | removed');
  });
});

describe('renderComment', () => {
  it('names the pictures in the artifact instead of showing them', () => {
    const text = renderComment(review([change('/guide/a/', 'changed')]), {
      artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
    });
    expect(text).toContain('[the review artifact](https://github.com/o/r/actions/runs/1/artifacts/2)');
    expect(text).not.toContain('<img');
  });

  it("stays within GitHub's comment size, however many pages changed", () => {
    const many = Array.from({ length: 400 }, (_, n) => change(`/guide/page-${n}/`, 'changed', 60));
    const full = renderReport(review(many), { images: 'artifact' });
    expect(full.length).toBeGreaterThan(COMMENT_LIMIT);
    const text = renderComment(review(many), {});
    expect(text.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(text.startsWith(MARKER)).toBe(true);
    expect(text).toContain('400 pages changed');
  });

  it('cuts the page list last, saying where the rest is', () => {
    const many = Array.from({ length: 3000 }, (_, n) => change(`/guide/a-rather-long-page-name-${n}/`, 'changed', 1));
    const text = renderComment(review(many), {}, 20_000);
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text).toMatch(/cut to fit a comment: the whole report is report\.md in the artifact\.$/);
  });
});
