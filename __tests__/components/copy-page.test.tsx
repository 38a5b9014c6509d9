import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyPage } from '@/components/copy-page.client';
import { anyOverlayOpen } from '@/components/overlay-state';

const labels = {
  menu: 'Copy page',
  copy: 'Copy as Markdown',
  copied: 'Copied as Markdown',
  view: 'Open as Markdown',
  failed: 'Could not copy',
  chatGpt: 'Open in ChatGPT',
  claude: 'Open in Claude',
  prompt: 'Read https://rspress.dev/guide/start.md & answer?',
};

function renderMenu() {
  return render(<CopyPage markdownUrl="/guide/start.md" labels={labels} />);
}

const trigger = () => screen.getByRole('button', { name: /Copy page|Copied as Markdown|Could not copy/ });

async function openMenu() {
  fireEvent.click(trigger());
  // The popover's code loads on the first open; later opens find it in.
  await screen.findByRole('menu');
}

async function copy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy as Markdown' }));
  });
}

let writeText: jest.Mock;

beforeEach(() => {
  writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  global.fetch = jest.fn(() => Promise.resolve({ ok: true, text: () => Promise.resolve('# Start') })) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CopyPage', () => {
  it('tells the overlay state while its menu is open', async () => {
    renderMenu();
    expect(anyOverlayOpen()).toBe(false);
    await openMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(anyOverlayOpen()).toBe(true);
    fireEvent.click(trigger());
    expect(anyOverlayOpen()).toBe(false);
  });

  it('leaves the overlay state when unmounted open', async () => {
    const { unmount } = renderMenu();
    await openMenu();
    unmount();
    expect(anyOverlayOpen()).toBe(false);
  });

  it('copies the Markdown twin, closes, says so and resets after 2 s', async () => {
    renderMenu();
    await openMenu();
    jest.useFakeTimers();
    await copy();
    expect(global.fetch).toHaveBeenCalledWith('/guide/start.md');
    expect(writeText).toHaveBeenCalledWith('# Start');
    expect(trigger()).toHaveTextContent('Copied as Markdown');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(false);
    act(() => jest.advanceTimersByTime(2000));
    expect(trigger()).toHaveTextContent('Copy page');
  });

  it('says it failed when the clipboard refuses', async () => {
    writeText.mockImplementation(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderMenu();
    await openMenu();
    await copy();
    expect(trigger()).toHaveTextContent('Could not copy');
  });

  it('keeps the copied label for 2 s after a second copy', async () => {
    renderMenu();
    await openMenu();
    jest.useFakeTimers();
    await copy();
    act(() => jest.advanceTimersByTime(1500));
    await openMenu();
    await copy();
    act(() => jest.advanceTimersByTime(1000));
    expect(trigger()).toHaveTextContent('Copied as Markdown');
  });

  it('clears its label timer when unmounted before it fires', async () => {
    const { unmount } = renderMenu();
    await openMenu();
    jest.useFakeTimers();
    const setTimer = jest.spyOn(global, 'setTimeout');
    const clearTimer = jest.spyOn(global, 'clearTimeout');
    await copy();
    // Radix sets timers of its own while the menu closes: find the label's by its 2 s.
    const index = setTimer.mock.calls.findIndex(([, ms]) => ms === 2000);
    const timer = setTimer.mock.results[index].value;
    unmount();
    expect(clearTimer).toHaveBeenCalledWith(timer);
  });

  it('sets no timer when unmounted while the twin is still loading', async () => {
    let answer!: (response: unknown) => void;
    global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    const { unmount } = renderMenu();
    await openMenu();
    jest.useFakeTimers();
    await copy();
    unmount();
    const setTimer = jest.spyOn(global, 'setTimeout');
    await act(async () => answer({ ok: true, text: () => Promise.resolve('# Start') }));
    expect(writeText).toHaveBeenCalledWith('# Start');
    expect(setTimer.mock.calls.filter(([, ms]) => ms === 2000)).toEqual([]);
  });

  it('opens ChatGPT and Claude in a new tab with the prompt naming the twin, and closes', async () => {
    renderMenu();
    await openMenu();
    const prompt = 'Read%20https%3A%2F%2Frspress.dev%2Fguide%2Fstart.md%20%26%20answer%3F';
    for (const [name, href] of [
      ['Open in ChatGPT', `https://chatgpt.com/?q=${prompt}`],
      ['Open in Claude', `https://claude.ai/new?q=${prompt}`],
    ]) {
      const link = screen.getByRole('menuitem', { name });
      expect(link).toHaveAttribute('href', href);
      expect(new URL(link.getAttribute('href')!).searchParams.get('q')).toBe(labels.prompt);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')!.split(' ')).toContain('noopener');
    }
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy as Markdown',
      'Open as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Claude' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(false);
  });
});
