import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { LanguageSwitcher } from '@/components/language-switcher.client';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/guide/start/introduction/') }));

const pathname = usePathname as jest.Mock;

// next.config.mjs sets trailingSlash: true; next/link reads it from this variable (jest does not load the config).
process.env.__NEXT_TRAILING_SLASH = 'true';

describe('LanguageSwitcher', () => {
  beforeEach(() => pathname.mockReturnValue('/guide/start/introduction/'));

  it('links to the same page in Chinese', () => {
    render(<LanguageSwitcher target="zh" label="简体中文" ariaLabel="Language: 简体中文" />);
    const link = screen.getByRole('link', { name: /简体中文/ });
    expect(link).toHaveAttribute('href', '/zh/guide/start/introduction/');
    expect(link).toHaveAttribute('hreflang', 'zh-CN');
    expect(link).toHaveAttribute('lang', 'zh-CN');
  });

  it('links to the same page in English', () => {
    pathname.mockReturnValue('/zh/api/');
    render(<LanguageSwitcher target="en" label="English" ariaLabel="语言：English" />);
    const link = screen.getByRole('link', { name: /English/ });
    expect(link).toHaveAttribute('href', '/api/');
    expect(link).toHaveAttribute('hreflang', 'en');
  });

  it('switches the home pages', () => {
    pathname.mockReturnValue('/');
    render(<LanguageSwitcher target="zh" label="简体中文" ariaLabel="Language: 简体中文" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/zh/');
  });

  it('has the given accessible name, which contains the visible language label', () => {
    render(<LanguageSwitcher target="zh" label="简体中文" ariaLabel="Language: 简体中文" />);
    expect(screen.getByRole('link', { name: 'Language: 简体中文' })).toBeInTheDocument();
    expect(screen.getByText('简体中文')).toBeVisible();
  });
});
