import { redirectFiles, redirectPage } from '@/lib/site/redirects';

describe('redirect pages', () => {
  it('leave at once, keep the hash, and name the target canonical', () => {
    const html = redirectPage('/guide/basic/deploy');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/guide/basic/deploy/">');
    expect(html).toContain('<link rel="canonical" href="https://rspress.dev/guide/basic/deploy/">');
    expect(html).toContain('location.replace("/guide/basic/deploy/"+location.hash)');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
  it('are one index.html per entry, under the old path', () => {
    expect(redirectFiles([{ from: '/guide/old-page', to: '/guide/basic/deploy' }])).toEqual([
      { file: '/guide/old-page/index.html', html: redirectPage('/guide/basic/deploy') },
    ]);
  });
});
