import { linkPages } from '@/tools/review/preview-links.mjs';

describe('linkPages', () => {
  it('links page cells to the preview, once, and leaves other code spans alone', () => {
    const report = ['| `/guide/a/` | changed |', '| ~~`/gone/`~~ | removed |', 'See `/guide/a/` above.'].join('\n');
    const linked = linkPages(report, 'https://site-git-branch.vercel.app');
    expect(linked).toBe(
      [
        '| [`/guide/a/`](https://site-git-branch.vercel.app/guide/a/) | changed |',
        '| ~~`/gone/`~~ | removed |',
        'See `/guide/a/` above.',
      ].join('\n'),
    );
    expect(linkPages(linked, 'https://other.example')).toBe(linked);
  });

  it('refuses an address that is no URL', () => {
    expect(() => linkPages('', 'not a url')).toThrow();
  });
});
