import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { Sidebar } from '@/components/sidebar.client';
import { anyOverlayOpen } from '@/components/overlay-state';
import type { SidebarItem } from '@/lib/types';
import { registerSidebarFile } from '@/lib/nav/sidebar-registry';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/guide/start/introduction/') }));

const pathname = usePathname as jest.Mock;

// next.config.mjs sets trailingSlash: true; next/link reads it from this variable (jest does not load the config).
process.env.__NEXT_TRAILING_SLASH = 'true';

const labels = { sidebar: 'Sidebar', open: 'Open', close: 'Close' };

const sidebars: Record<string, SidebarItem[]> = {
  guide: [
    {
      text: 'Getting Started',
      key: 'gettingStarted',
      collapsible: true,
      collapsed: false,
      items: [
        { text: 'Introduction', link: '/guide/start/introduction', key: 'guide/start/introduction' },
        { text: 'Quick Start', link: '/guide/start/getting-started', key: 'guide/start/getting-started' },
      ],
    },
    {
      text: 'Basic',
      key: 'basic',
      collapsible: true,
      collapsed: false,
      items: [{ text: 'Deployment', link: '/guide/basic/deploy', key: 'guide/basic/deploy' }],
    },
  ],
  api: [
    { text: 'API Overview', link: '/api/', key: 'api/index' },
    {
      text: 'Config',
      key: 'config',
      collapsible: true,
      collapsed: false,
      items: [{ text: 'Basic Config', link: '/api/config/config-basic', key: 'api/config/config-basic' }],
    },
  ],
};

// The server registers each section's file while it renders the HTML; here the test does.
const files = { guide: '/sidebar/en.guide.0123456789.json', api: '/sidebar/en.api.0123456789.json' };
registerSidebarFile(files.guide, sidebars.guide);
registerSidebarFile(files.api, sidebars.api);

beforeEach(() => pathname.mockReturnValue('/guide/start/introduction/'));

describe('Sidebar', () => {
  it("renders only the current section's sidebar", () => {
    render(<Sidebar files={files} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Introduction', 'Quick Start', 'Deployment']);
    expect(screen.queryByRole('link', { name: 'API Overview' })).not.toBeInTheDocument();
  });

  it('picks the section from a Chinese path too', () => {
    pathname.mockReturnValue('/zh/api/config/config-basic/');
    render(<Sidebar files={files} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['API Overview', 'Basic Config']);
  });

  it('renders nothing on / and on a section without a sidebar', () => {
    pathname.mockReturnValue('/');
    const { container, rerender } = render(<Sidebar files={files} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
    pathname.mockReturnValue('/zh/');
    rerender(<Sidebar files={files} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
    pathname.mockReturnValue('/plugin/system/introduction');
    rerender(<Sidebar files={files} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page link with aria-current="page", trailing slash aside', () => {
    pathname.mockReturnValue('/guide/start/getting-started/');
    render(<Sidebar files={files} labels={labels} />);
    expect(screen.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Deployment' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Quick Start' })).toHaveAttribute('href', '/guide/start/getting-started/');
  });

  it('has expanded group toggles that collapse their own list on click', () => {
    render(<Sidebar files={files} labels={labels} />);
    const started = screen.getByRole('button', { name: 'Getting Started' });
    const basic = screen.getByRole('button', { name: 'Basic' });
    expect(started).toHaveAttribute('aria-expanded', 'true');
    expect(basic).toHaveAttribute('aria-expanded', 'true');

    const list = document.getElementById(started.getAttribute('aria-controls')!)!;
    expect(list).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Introduction' })).toBeVisible();

    fireEvent.click(started);
    expect(started).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Introduction' })).not.toBeInTheDocument();
    // the other group is untouched
    expect(basic).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Deployment' })).toBeVisible();

    fireEvent.click(started);
    expect(started).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
  });

  it('expands a group that does not say whether it is collapsed', () => {
    const { collapsed: _ignored, ...group } = sidebars.guide[1];
    registerSidebarFile('/sidebar/en.guide.group.json', [group]);
    render(<Sidebar files={{ guide: '/sidebar/en.guide.group.json' }} labels={labels} />);
    expect(screen.getByRole('button', { name: 'Basic' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Deployment' })).toBeVisible();
  });

  it('starts a group collapsed when its item says so', () => {
    registerSidebarFile('/sidebar/en.guide.collapsed.json', [{ ...sidebars.guide[0], collapsed: true }]);
    render(<Sidebar files={{ guide: '/sidebar/en.guide.collapsed.json' }} labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Getting Started' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Introduction' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Introduction' })).toBeVisible();
  });

  it('opens the drawer as a dialog named Sidebar, focus inside, and closes it with Escape, focus back on the button', async () => {
    render(<Sidebar files={files} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sidebar' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Quick Start' })).toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(anyOverlayOpen()).toBe(false);
  });

  it('keeps Tab inside the drawer', async () => {
    render(<Sidebar files={files} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sidebar' });
    const tabbables = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const last = tabbables[tabbables.length - 1];
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(tabbables[0]);
    fireEvent.keyDown(tabbables[0], { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes the drawer with its close button and on navigation', async () => {
    const { rerender } = render(<Sidebar files={files} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    pathname.mockReturnValue('/guide/basic/deploy/');
    act(() => rerender(<Sidebar files={files} labels={labels} />));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deployment' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Sidebar in the browser', () => {
  it("fetches the section's file once and shows it", async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => sidebars.api }));
    global.fetch = fetchMock as unknown as typeof fetch;
    pathname.mockReturnValue('/api/');
    await act(async () => {
      render(<Sidebar files={{ api: '/sidebar/en.api.fetched.json' }} labels={labels} />);
    });
    expect(await screen.findByRole('link', { name: 'Basic Config' })).toBeInTheDocument();
    expect(fetchMock.mock.calls).toEqual([['/sidebar/en.api.fetched.json']]);
  });
});
