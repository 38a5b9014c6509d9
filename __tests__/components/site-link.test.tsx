import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/site-link.client';

// Stands in for next/link to show the prefetch mode each render asks of it (the browser tests watch the requests).
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, href, children, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null }) => (
    <a href={String(href)} data-prefetch={String(prefetch)} {...props}>
      {children}
    </a>
  ),
}));

describe('SiteLink', () => {
  it.each([
    ['the pointer', fireEvent.mouseEnter],
    ['the focus', fireEvent.focus],
    ['a touch', fireEvent.touchStart],
  ])('turns Next’s prefetch on only once %s reaches it', (_, intent) => {
    render(<SiteLink href="/guide/basic/deploy/">Deployment</SiteLink>);
    const link = screen.getByRole('link', { name: 'Deployment' });
    expect(link).toHaveAttribute('data-prefetch', 'false');
    intent(link);
    expect(link).toHaveAttribute('data-prefetch', 'null');
  });

  it('still calls the handlers it was given', () => {
    const onMouseEnter = jest.fn();
    const onFocus = jest.fn();
    const onTouchStart = jest.fn();
    render(
      <SiteLink href="/api/" onMouseEnter={onMouseEnter} onFocus={onFocus} onTouchStart={onTouchStart} className="nav-link">
        API
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'API' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect([onMouseEnter, onFocus, onTouchStart].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
    expect(link).toHaveClass('nav-link');
  });
});
