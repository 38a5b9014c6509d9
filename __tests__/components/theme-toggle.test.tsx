import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeToggle } from '@/components/theme-toggle.client';

const labels = { dark: 'Switch to dark theme', light: 'Switch to light theme' };
const html = document.documentElement;
const KEY = 'rspress-theme-appearance';

beforeEach(() => {
  localStorage.clear();
  html.classList.remove('dark');
  html.style.colorScheme = '';
});

describe('ThemeToggle', () => {
  it('offers dark mode on a light page', () => {
    render(<ThemeToggle labels={labels} />);
    const button = screen.getByRole('button', { name: 'Switch to dark theme' });
    expect(button).toHaveAttribute('title', 'Switch to dark theme');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('offers light mode when the page starts dark', () => {
    html.classList.add('dark');
    render(<ThemeToggle labels={labels} />);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  // The name follows the class on <html> through a MutationObserver: it updates a microtask later.
  it('toggles the dark class, stores the choice and flips its name', async () => {
    render(<ThemeToggle labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(KEY)).toBe('dark');
    const button = await screen.findByRole('button', { name: 'Switch to light theme' });
    expect(button).toHaveAttribute('title', 'Switch to light theme');

    fireEvent.click(button);
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
    expect(localStorage.getItem(KEY)).toBe('light');
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('follows a change of the class made elsewhere (another tab, the theme script)', async () => {
    render(<ThemeToggle labels={labels} />);
    html.classList.add('dark');
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('goes light from a page that started dark', async () => {
    html.classList.add('dark');
    render(<ThemeToggle labels={labels} />);
    fireEvent.click(screen.getByRole('button'));
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(KEY)).toBe('light');
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('leaves other classes of <html> alone', () => {
    html.classList.add('keep-me');
    render(<ThemeToggle labels={labels} />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(html).toHaveClass('keep-me');
    html.classList.remove('keep-me');
  });
});
