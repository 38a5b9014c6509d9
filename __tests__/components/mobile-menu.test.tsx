import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { MobileMenu } from '@/components/mobile-menu.client';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/guide/start/introduction/') }));

const pathname = usePathname as jest.Mock;
const labels = { open: 'Open menu', close: 'Close menu' };

function Menu() {
  return (
    <MobileMenu labels={labels}>
      <a href="/api/">API</a>
      <button type="button">Appearance</button>
    </MobileMenu>
  );
}

beforeEach(() => pathname.mockReturnValue('/guide/start/introduction/'));

describe('MobileMenu', () => {
  it('is closed by default with its panel hidden', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'API' })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-open-menu');
  });

  it('opens on click and shows its children', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'API' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Appearance' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('data-open-menu');
  });

  it('closes on a second click', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'API' })).not.toBeInTheDocument();
  });

  it('closes on Escape', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'API' })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-open-menu');
  });

  it('ignores other keys', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes after navigation', () => {
    const { rerender } = render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    pathname.mockReturnValue('/api/');
    act(() => rerender(<Menu />));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
