import { findRedirect } from '@/lib/hosting/redirects-match';

describe('findRedirect', () => {
  it('matches a request path with or without the trailing slash (server mode)', () => {
    const list = [{ from: '/old/', to: '/new' }];
    expect(findRedirect('/old', list)).toEqual(list[0]);
    expect(findRedirect('/old/', list)).toEqual(list[0]);
    expect(findRedirect('/older', list)).toBeUndefined();
  });
});
