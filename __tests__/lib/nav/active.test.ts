import { isCurrentLink, isNavActive } from '@/lib/nav/active';
import type { NavItem } from '@/lib/types';

const guide: NavItem = { text: 'Guide', link: '/guide/start/introduction', activeMatch: '/guide/' };
const api: NavItem = { text: 'API', link: '/api/', activeMatch: '/api/' };

describe('isNavActive', () => {
  it('is active when the path contains the activeMatch, in either language', () => {
    expect(isNavActive(guide, '/guide/start/introduction')).toBe(true);
    expect(isNavActive(guide, '/zh/guide/basic/deploy/')).toBe(true);
    expect(isNavActive(api, '/api/')).toBe(true);
    expect(isNavActive(api, '/zh/api/config/config-basic')).toBe(true);
  });

  it('is not active elsewhere', () => {
    expect(isNavActive(guide, '/api/')).toBe(false);
    expect(isNavActive(guide, '/')).toBe(false);
    expect(isNavActive(api, '/guide/start/introduction')).toBe(false);
    // "/api" without the closing slash does not contain "/api/"
    expect(isNavActive(api, '/api')).toBe(false);
  });
});

describe('isCurrentLink', () => {
  it('matches regardless of a trailing slash', () => {
    expect(isCurrentLink('/guide/start/introduction', '/guide/start/introduction/')).toBe(true);
    expect(isCurrentLink('/guide/start/introduction/', '/guide/start/introduction')).toBe(true);
    expect(isCurrentLink('/api/', '/api')).toBe(true);
    expect(isCurrentLink('/', '/')).toBe(true);
  });

  it('does not match another page or a prefix', () => {
    expect(isCurrentLink('/guide/start/introduction', '/guide/start/getting-started')).toBe(false);
    expect(isCurrentLink('/guide/start', '/guide/start/introduction')).toBe(false);
    expect(isCurrentLink('/api/', '/zh/api/')).toBe(false);
  });
});
