import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { MobileMenu } from '@/components/mobile-menu.client';
import { anyOverlayOpen } from '@/components/overlay-state';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/guide/start/introduction/') }));

const pathname = usePathname as jest.Mock;
const labels = { open: 'Menu', close: 'Close menu' };

function Menu() {
  return (
    <MobileMenu labels={labels}>
      <a href="#api">API</a>
      <button type="button">Appearance</button>
    </MobileMenu>
  );
}

// While the dialog is open, Radix hides the rest of the page from assistive technology.
const trigger = () => screen.getByRole('button', { name: 'Menu', hidden: true });

beforeEach(() => pathname.mockReturnValue('/guide/start/introduction/'));

describe('MobileMenu', () => {
  it('is closed by default: only its button', () => {
    render(<Menu />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'API' })).not.toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(false);
  });

  it('opens a dialog with its children, focus inside, once Radix has loaded', async () => {
    render(<Menu />);
    trigger().focus();
    fireEvent.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'API' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Appearance' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(anyOverlayOpen()).toBe(true);
  });

  it('closes with its close button, focus back on the menu button', async () => {
    render(<Menu />);
    trigger().focus();
    fireEvent.click(trigger());
    fireEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('closes on Escape, not on other keys', async () => {
    render(<Menu />);
    fireEvent.click(trigger());
    await screen.findByRole('dialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(false);
  });

  it('keeps Tab inside the menu', async () => {
    render(<Menu />);
    fireEvent.click(trigger());
    const dialog = await screen.findByRole('dialog');
    const appearance = within(dialog).getByRole('button', { name: 'Appearance' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    appearance.focus();
    fireEvent.keyDown(appearance, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('closes after navigation', async () => {
    const { rerender } = render(<Menu />);
    fireEvent.click(trigger());
    await screen.findByRole('dialog');
    pathname.mockReturnValue('/api/');
    act(() => rerender(<Menu />));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
