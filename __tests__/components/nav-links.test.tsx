import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { NavLinks } from '@/components/nav-links.client';
import type { NavItem } from '@/lib/types';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/guide/start/introduction/') }));

const pathname = usePathname as jest.Mock;

// next.config.mjs sets trailingSlash: true; next/link reads it from this variable (jest does not load the config).
process.env.__NEXT_TRAILING_SLASH = 'true';

const items: NavItem[] = [
  { text: 'Guide', link: '/guide/start/introduction', activeMatch: '/guide/' },
  { text: 'Plugin', link: '/plugin/system/introduction', activeMatch: '/plugin/' },
  { text: 'API', link: '/api/', activeMatch: '/api/' },
];

const link = (name: string) => screen.getByRole('link', { name });

describe('NavLinks', () => {
  beforeEach(() => pathname.mockReturnValue('/guide/start/introduction/'));

  it('renders one link per item with its href, in order', () => {
    render(<NavLinks items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Guide', 'Plugin', 'API']);
    expect(link('Plugin')).toHaveAttribute('href', '/plugin/system/introduction/');
    expect(link('API')).toHaveAttribute('href', '/api/');
  });

  it('marks the item whose activeMatch is in the path as the current page', () => {
    render(<NavLinks items={items} />);
    expect(link('Guide')).toHaveAttribute('aria-current', 'page');
    expect(link('Plugin')).not.toHaveAttribute('aria-current');
    expect(link('API')).not.toHaveAttribute('aria-current');
  });

  it('follows the path, Chinese pages included', () => {
    pathname.mockReturnValue('/zh/plugin/system/introduction/');
    const { rerender } = render(<NavLinks items={items} />);
    expect(link('Plugin')).toHaveAttribute('aria-current', 'page');
    expect(link('Guide')).not.toHaveAttribute('aria-current');

    pathname.mockReturnValue('/zh/api/config/config-basic');
    rerender(<NavLinks items={items} />);
    expect(link('API')).toHaveAttribute('aria-current', 'page');
    expect(link('Plugin')).not.toHaveAttribute('aria-current');
  });

  it('marks nothing on the home page or when the path is unknown', () => {
    pathname.mockReturnValue('/');
    const { rerender } = render(<NavLinks items={items} />);
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(0);
    pathname.mockReturnValue(null);
    rerender(<NavLinks items={items} />);
    expect(screen.getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(0);
  });
});
