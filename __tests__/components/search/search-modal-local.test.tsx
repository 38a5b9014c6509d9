import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import SearchModal from '@/components/search/search-modal.client';
import { searchTexts } from './texts';
import type { SearchPage } from '@/lib/search/engine/types';
import { searchFilesOf } from '../../lib/search/search-files';

// next.config.mjs has trailingSlash: true; next/jest does not pass it on to next/link.
process.env.__NEXT_TRAILING_SLASH = 'true';

// No hosted DocSearch variables: the dialog searches the local index of its language.
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }) }));

const DOCUMENTS: SearchPage[] = [
  {
    url: '/zh/guide/basic/deploy/',
    title: '部署',
    place: '特性 › 部署',
    description: '',
    labels: ['指南'],
    sections: [
      { id: '', path: [], text: '把静态站点部署到服务器。' },
      { id: 'build', path: ['构建'], text: '先运行构建命令。' },
    ],
  },
  {
    url: '/zh/guide/basic/xss/',
    title: '安全',
    place: '特性 › 安全',
    description: '',
    labels: ['指南'],
    sections: [
      { id: '', path: [], text: '' },
      { id: 'danger', path: ['危险 <img src=x onerror="window.__xss=1">'], text: '危险的 <script>window.__xss=2</script> 文本' },
    ],
  },
];

const xhrOpened: string[] = [];
class NoNetworkXMLHttpRequest {
  open(_method: string, url: string) {
    xhrOpened.push(url);
  }
  setRequestHeader() {}
  send() {
    throw new Error('no network in tests');
  }
  abort() {}
}

const fetchMock = jest.fn();
const saved = { XMLHttpRequest: window.XMLHttpRequest, fetch: global.fetch };

const ZH = searchFilesOf(DOCUMENTS, 'zh');
const EN = searchFilesOf([], 'en');

function answerIndex(files = ZH) {
  fetchMock.mockImplementation((url: string) => {
    const json = files.text(url);
    return json === undefined
      ? Promise.reject(new Error(`unexpected fetch ${url}`))
      : Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(json) });
  });
}
const fetched = () => fetchMock.mock.calls.map((call) => call[0] as string);

beforeAll(() => {
  window.XMLHttpRequest = NoNetworkXMLHttpRequest as unknown as typeof XMLHttpRequest;
  global.fetch = fetchMock as unknown as typeof fetch;
  window.scrollTo = jest.fn();
  window.HTMLElement.prototype.scrollIntoView = jest.fn();
  window.matchMedia ??= jest.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
});

afterAll(() => {
  window.XMLHttpRequest = saved.XMLHttpRequest;
  global.fetch = saved.fetch;
});

beforeEach(() => {
  xhrOpened.length = 0;
  fetchMock.mockReset();
  mockPush.mockReset();
  localStorage.clear();
});

const searchInput = () => document.querySelector<HTMLInputElement>('.DocSearch-Input')!;

describe('SearchModal with the local index', () => {
  it('fetches only the files of its own language and never calls Algolia', async () => {
    answerIndex();
    render(<SearchModal lang="zh" indexUrl={ZH.metaUrl} texts={searchTexts('zh')} onClose={jest.fn()} />);
    // The file starts downloading as the dialog opens, while the reader types.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.change(searchInput(), { target: { value: '部署' } });
    expect(await screen.findByRole('link', { name: /部署/ })).toBeInTheDocument();
    fireEvent.change(searchInput(), { target: { value: '构建' } });
    await screen.findByRole('link', { name: /构建/ });

    expect(fetched()[0]).toBe(ZH.metaUrl);
    expect(fetched().every((url) => url === ZH.metaUrl || url.startsWith('/search-index/zh/'))).toBe(true);
    expect(xhrOpened).toEqual([]);
    expect(JSON.stringify(fetchMock.mock.calls)).not.toMatch(/algolia/i);
  });

  it('links each hit to its page', async () => {
    answerIndex();
    render(<SearchModal lang="zh" indexUrl={ZH.metaUrl} texts={searchTexts('zh')} onClose={jest.fn()} />);
    fireEvent.change(searchInput(), { target: { value: '构建' } });
    const link = await screen.findByRole('link', { name: /构建/ });
    expect(link).toHaveAttribute('href', '/zh/guide/basic/deploy/#build');
    expect(link.innerHTML).toContain('<mark>构建</mark>');
  });

  it('shows markup in the indexed text as text, never as elements', async () => {
    answerIndex();
    render(<SearchModal lang="zh" indexUrl={ZH.metaUrl} texts={searchTexts('zh')} onClose={jest.fn()} />);
    fireEvent.change(searchInput(), { target: { value: '危险' } });
    const link = await screen.findByRole('link', { name: /危险/ });
    expect(link).toHaveTextContent('危险 <img src=x onerror="window.__xss=1">');
    expect(link.innerHTML).toContain('<mark>危险</mark>');
    const modal = document.querySelector('.DocSearch-Modal')!;
    expect(modal.querySelector('img, script')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('opens the chosen hit with the router and closes', async () => {
    answerIndex();
    const onClose = jest.fn();
    render(<SearchModal lang="zh" indexUrl={ZH.metaUrl} texts={searchTexts('zh')} onClose={onClose} />);
    fireEvent.change(searchInput(), { target: { value: '构建' } });
    await screen.findByRole('link', { name: /构建/ });
    fireEvent.keyDown(searchInput(), { key: 'Enter' });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/zh/guide/basic/deploy/#build'));
    expect(onClose).toHaveBeenCalled();
  });

  it("loads the page again from the new build when this build's search file is gone, keeping the query", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom cannot navigate
    fetchMock.mockResolvedValueOnce({ ok: false, status: 404, text: () => Promise.resolve('') });
    render(<SearchModal lang="zh" indexUrl={ZH.metaUrl} texts={searchTexts('zh')} onClose={jest.fn()} />);
    fireEvent.change(searchInput(), { target: { value: '部署' } });
    await waitFor(() => expect(sessionStorage.getItem('rp-query')).toContain('"value":"部署"'));
    // No error screen: the page is on its way to the new build.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    sessionStorage.clear();
    consoleError.mockRestore();
  });

  it('keeps the Chinese error screen up when the index cannot be loaded, and retries on the next query', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, text: () => Promise.resolve('') });
    render(<SearchModal lang="zh" indexUrl={ZH.metaUrl} texts={searchTexts('zh')} onClose={jest.fn()} />);
    fireEvent.change(searchInput(), { target: { value: '部署' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('无法获取结果');
    expect(alert).toHaveTextContent('请检查网络连接后重试。');
    // it stays after DocSearch settles
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('无法获取结果');

    answerIndex();
    fireEvent.change(searchInput(), { target: { value: '构建' } });
    expect(await screen.findByRole('link', { name: /构建/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetched().filter((url) => url === ZH.metaUrl)).toHaveLength(2);
    expect(xhrOpened).toEqual([]);
  });

  it('uses the English index and texts for an English page', async () => {
    answerIndex(EN);
    render(<SearchModal lang="en" indexUrl={EN.metaUrl} texts={searchTexts('en')} onClose={jest.fn()} />);
    expect(searchInput()).toHaveAttribute('placeholder', 'Search docs');
    fireEvent.change(searchInput(), { target: { value: 'deploy' } });
    expect(await screen.findByText(/No results for/)).toBeInTheDocument();
    expect(fetched()).toEqual([EN.metaUrl]);
    expect(xhrOpened).toEqual([]);
  });
});
