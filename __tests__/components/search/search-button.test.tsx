import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SearchButton } from '@/components/search/search-button.client';
import { anyOverlayOpen } from '@/components/overlay-state';
import { searchTexts } from './texts';

// The real dialog is DocSearch, loaded on first open: here a stub that shows its props.
jest.mock('@/components/search/search-modal.client', () => ({
  __esModule: true,
  default: function SearchModalStub(props: { lang: string; initialQuery?: string; onClose: () => void }) {
    return (
      <div role="dialog" aria-label="search-stub" data-lang={props.lang} data-query={props.initialQuery}>
        <button type="button" onClick={props.onClose}>
          close
        </button>
      </div>
    );
  },
}));

const originalUserAgent = navigator.userAgent;

function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

const dialog = () => screen.queryByRole('dialog', { name: 'search-stub' });
const ctrlK = (target: Element | Document | Window = document.body) => fireEvent.keyDown(target, { key: 'k', ctrlKey: true });

afterEach(() => {
  setUserAgent(originalUserAgent);
});

describe('SearchButton', () => {
  // The dialog's code loads on the first open and shows once it is in; every later open is
  // immediate, so the tests below drive the button synchronously.
  beforeAll(async () => {
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    ctrlK();
    expect(dialog()).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'search-stub' })).toHaveAttribute('data-lang', 'en');
    cleanup();
  });

  it('is named by its label (whose text phones hide) and shows the Ctrl K hint', () => {
    setUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36');
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveTextContent('Search');
    expect(button.querySelector('kbd')).toHaveTextContent('Ctrl K');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).not.toHaveTextContent('⌘');
  });

  it('shows ⌘ on a Mac', () => {
    setUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15');
    render(<SearchButton lang="zh" indexUrl="/search-index/zh.0123456789.json" label="搜索" texts={searchTexts('zh')} />);
    const button = screen.getByRole('button', { name: '搜索' });
    expect(button.querySelector('kbd')).toHaveTextContent('⌘ K');
    expect(button).not.toHaveTextContent('Ctrl');
  });

  it('renders no dialog before the first open', () => {
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    expect(dialog()).not.toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(false);
  });

  it('opens the dialog in the page language on click, and closes it from the dialog', () => {
    render(<SearchButton lang="zh" indexUrl="/search-index/zh.0123456789.json" label="搜索" texts={searchTexts('zh')} />);
    fireEvent.click(screen.getByRole('button', { name: /^搜索/ }));
    expect(dialog()).toHaveAttribute('data-lang', 'zh');
    expect(anyOverlayOpen()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(false);
  });

  it('toggles on Ctrl+K and Meta+K', () => {
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    expect(ctrlK()).toBe(false); // default prevented
    expect(dialog()).toHaveAttribute('data-lang', 'en');
    ctrlK();
    expect(dialog()).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(dialog()).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open on Alt+Ctrl+K', () => {
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    expect(fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, altKey: true })).toBe(true);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens on / pressed on the page', () => {
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    expect(dialog()).toBeInTheDocument();
    // a second / does not close it
    fireEvent.keyDown(document.body, { key: '/' });
    expect(dialog()).toBeInTheDocument();
  });

  it('does not open on / typed in a text field, and lets the character through', () => {
    render(
      <>
        <input aria-label="other field" />
        <SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'other field' });
    input.focus();
    expect(fireEvent.keyDown(input, { key: '/' })).toBe(true);
    expect(dialog()).not.toBeInTheDocument();
    // Ctrl+K still works from the field
    ctrlK(input);
    expect(dialog()).toBeInTheDocument();
  });

  it('closes on Escape', () => {
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(dialog()).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dialog()).not.toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(false);
  });

  it('leaves Escape alone while closed', () => {
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(true);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('reports itself open while open, for the navbar', () => {
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    expect(anyOverlayOpen()).toBe(false);
    ctrlK();
    expect(anyOverlayOpen()).toBe(true);
    ctrlK();
    expect(anyOverlayOpen()).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(
      <SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />,
    );
    unmount();
    // the shortcut no longer prevents the browser's own Ctrl+K
    expect(ctrlK()).toBe(true);
  });

  it('reopens with its query on a page loaded again because a deploy replaced the search file', async () => {
    sessionStorage.setItem('rp-query', JSON.stringify({ url: location.href, value: 'deploy' }));
    render(<SearchButton lang="en" indexUrl="/search-index/en.0123456789.json" label="Search" texts={searchTexts('en')} />);
    expect(await screen.findByRole('dialog', { name: 'search-stub' })).toHaveAttribute('data-query', 'deploy');
    expect(sessionStorage.getItem('rp-query')).toBeNull();
  });
});
