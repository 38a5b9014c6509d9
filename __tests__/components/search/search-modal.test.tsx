import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import SearchModal from '@/components/search/search-modal.client';
import { searchTexts } from './texts';

// Hosted DocSearch, configured as at build time.
jest.mock('@/lib/search/client/hosted', () => ({ HOSTED_SEARCH: { appId: 'APPID', apiKey: 'KEY', indexName: 'docs' } }));
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }) }));

interface Captured {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** DocSearch's Algolia client talks through XMLHttpRequest: answer every request locally. */
const requests: Captured[] = [];
const EMPTY_RESPONSE = JSON.stringify({
  results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: 'x', params: '' }],
});

class FakeXMLHttpRequest {
  static readonly UNSENT = 0;
  static readonly OPENED = 1;
  static readonly DONE = 4;
  readonly OPENED = 1;
  readyState = 0;
  status = 0;
  responseText = '';
  onreadystatechange: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private request: Captured = { method: '', url: '', headers: {}, body: null };
  open(method: string, url: string) {
    this.request = { method, url, headers: {}, body: null };
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name.toLowerCase()] = value;
  }
  send(body: string | null) {
    this.request.body = body ?? null;
    requests.push(this.request);
    setTimeout(() => {
      this.readyState = 4;
      this.status = 200;
      this.responseText = EMPTY_RESPONSE;
      this.onreadystatechange?.();
      this.onload?.();
    }, 0);
  }
  abort() {}
}

const fetchMock = jest.fn((url: unknown) => Promise.reject(new Error(`unexpected fetch ${String(url)}`)));
const saved = { XMLHttpRequest: window.XMLHttpRequest, fetch: global.fetch };

beforeAll(() => {
  window.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  global.fetch = fetchMock as unknown as typeof fetch;
  window.scrollTo = jest.fn();
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
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
});

afterAll(() => {
  window.XMLHttpRequest = saved.XMLHttpRequest;
  global.fetch = saved.fetch;
});

beforeEach(() => {
  requests.length = 0;
  fetchMock.mockClear();
  localStorage.clear();
});

function searchInput(): HTMLInputElement {
  return document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
}

describe('SearchModal with hosted DocSearch', () => {
  it('sends the query to Algolia with the index name and the page language', async () => {
    render(<SearchModal lang="zh" indexUrl="/search-index/zh.0123456789.json" texts={searchTexts('zh')} onClose={jest.fn()} />);
    expect(searchInput()).toBeInTheDocument();
    expect(searchInput()).toHaveAttribute('placeholder', '搜索文档');

    fireEvent.change(searchInput(), { target: { value: 'deploy' } });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await act(async () => {});

    const request = requests.at(-1)!;
    const url = new URL(request.url);
    expect(url.protocol).toBe('https:');
    expect(request.url).toMatch(/^https:\/\/APPID(-dsn|-\d)?\.algolia(net)?\.(net|com)\//);
    expect(url.host).toContain('appid'); // URL lower-cases the host
    expect(url.host).toContain('algolia');
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe('APPID');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('KEY');

    const body = JSON.parse(request.body!) as { requests: { query: string; indexName: string; facetFilters: string[] }[] };
    expect(body.requests).toHaveLength(1);
    expect(body.requests[0]).toMatchObject({ query: 'deploy', indexName: 'docs', facetFilters: ['lang:zh'] });

    // the local index is not used
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the Chinese no-results screen for the empty answer', async () => {
    render(<SearchModal lang="zh" indexUrl="/search-index/zh.0123456789.json" texts={searchTexts('zh')} onClose={jest.fn()} />);
    fireEvent.change(searchInput(), { target: { value: 'zzz' } });
    expect(await screen.findByText(/没有找到相关结果/)).toBeInTheDocument();
    expect(requests.every((r) => new URL(r.url).host.includes('algolia'))).toBe(true);
  });
});
