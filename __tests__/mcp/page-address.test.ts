import { pageAddress } from '@/mcp/src/page-address';

const ROOTS = ['https://rspress.dev', 'http://127.0.0.1:4000/docs'];

describe('pageAddress', () => {
  it.each([
    ['/guide/basic/deploy', '/guide/basic/deploy', undefined],
    ['guide/basic/deploy/', '/guide/basic/deploy', undefined],
    ['/guide/basic/deploy.md', '/guide/basic/deploy', undefined],
    ['/guide/basic/deploy/index.html', '/guide/basic/deploy', undefined],
    ['https://rspress.dev/zh/guide/basic/deploy/#build-and-preview', '/zh/guide/basic/deploy', 'build-and-preview'],
    ['http://127.0.0.1:4000/docs/api/?tab=1#commands', '/api', 'commands'],
    ['/zh/', '/zh', undefined],
    ['https://rspress.dev', '/', undefined],
  ])('%s → %s', (input, route, section) => {
    const address = pageAddress(input, ROOTS);
    expect(address.route).toBe(route);
    expect(address.section).toBe(section);
  });

  it("names both places a path's twin may be: a page, or a folder's index page", () => {
    expect(pageAddress('/api/', ROOTS).twins).toEqual(['/api.md', '/api/index.md']);
    expect(pageAddress('/', ROOTS).twins).toEqual(['/index.md']);
  });

  it.each([
    ['../../etc/passwd', /leads out of the site/],
    ['/guide/../../../etc/passwd', /leads out of the site/],
    ['%2e%2e/%2e%2e/etc/passwd', /leads out of the site/],
    ['..%2F..%2Fetc%2Fpasswd', /leads out of the site/],
    ['..\\..\\etc\\passwd', /leads out of the site/],
    ['%252e%252e/etc/passwd', /is not a page path/],
    ['/guide/%00.md', /is not a page path/],
    ['/guide/%E0%A4%A', /broken %-escape/],
    ['https://example.com/guide/', /is not on this site \(https:\/\/rspress\.dev\)/],
    ['https://rspress.dev.example.com/guide/', /is not on this site/],
    ['http://127.0.0.1:4000/other/guide/', /is not on this site/],
    ['//example.com/guide/', /is not on this site/],
    ['file:///etc/passwd', /is not on this site/],
    ['javascript:alert(1)', /is not on this site/],
    ['   ', /page is empty/],
  ])('refuses %s in one line', (input, message) => {
    expect(() => pageAddress(input, ROOTS)).toThrow(message);
    try {
      pageAddress(input, ROOTS);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
