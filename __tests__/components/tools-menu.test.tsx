import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ToolsMenu, type ToolsMenuGroup } from '@/components/tools-menu.client';
import { anyOverlayOpen } from '@/components/overlay-state';

afterEach(() => {
  jest.useRealTimers();
});

const NAMES = ['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'Awesome Rspack'];
const groups: ToolsMenuGroup[] = [
  {
    title: 'Rstack',
    links: NAMES.map((name, i) => ({
      name,
      desc: `${name} description`,
      url: `https://tool${i}.example/`,
      logo: `https://assets.example/${i}.svg`,
      label: `${name}: ${name} description (opens in a new tab)`,
      ...(name === 'Rsdoctor' ? { logoScale: 0.95 } : {}),
    })),
  },
];
const header = { logo: 'https://assets.example/web-infra.svg', link: 'https://github.com/web-infra-dev' };

function renderMenu() {
  return render(<ToolsMenu groups={groups} header={header} label="Rstack tools" headerLabel="Rstack (opens in a new tab)" />);
}

const trigger = () => screen.getByRole('button', { name: 'Rstack tools' });
const toolLinks = () => NAMES.map((name) => screen.getByRole('link', { name: `${name}: ${name} description (opens in a new tab)` }));

describe('ToolsMenu', () => {
  // The popover's code loads on the first open; once in, every later open is immediate, so the
  // tests below (timers included) drive the menu synchronously.
  beforeAll(async () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findAllByRole('link')).toHaveLength(7);
    cleanup();
  });

  it('is closed at first', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(anyOverlayOpen()).toBe(false);
  });

  it('opens on click with the six tool links, each opening a new tab safely', () => {
    renderMenu();
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(anyOverlayOpen()).toBe(true);

    const links = toolLinks();
    expect(links).toHaveLength(6);
    links.forEach((link, i) => {
      expect(link).toBeVisible();
      // The visible text is part of the name (label-content-name-mismatch): name and description apart.
      expect(link.textContent).toBe(`${NAMES[i]} ${NAMES[i]} description`);
      expect(link).toHaveAttribute('href', `https://tool${i}.example/`);
      expect(link).toHaveAttribute('target', '_blank');
      const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    });

    // reading order of the links inside the group
    const region = screen.getByRole('region', { name: 'Rstack' });
    const names = within(region)
      .getAllByRole('link')
      .map((a) => a.querySelector('.tools-popover-name')?.textContent)
      .filter(Boolean);
    expect(names).toEqual(NAMES);
  });

  it('shows the group header linking to the header address in a new tab', () => {
    renderMenu();
    fireEvent.click(trigger());
    const region = screen.getByRole('region', { name: 'Rstack' });
    const headerLink = within(region).getByRole('link', { name: 'Rstack (opens in a new tab)' });
    expect(headerLink).toHaveAttribute('href', header.link);
    expect(headerLink).toHaveAttribute('target', '_blank');
    expect(headerLink.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(headerLink.getAttribute('rel')).toMatch(/\bnoreferrer\b/);
  });

  it('applies a logo scale', () => {
    renderMenu();
    fireEvent.click(trigger());
    const rsdoctor = screen.getByRole('link', { name: /^Rsdoctor:/ });
    expect(rsdoctor.querySelector('img')).toHaveStyle({ transform: 'scale(0.95)' });
    expect(screen.getByRole('link', { name: /^Rspack:/ }).querySelector('img')).not.toHaveAttribute('style');
  });

  it('closes on Escape', () => {
    renderMenu();
    fireEvent.click(trigger());
    expect(toolLinks()).toHaveLength(6);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(anyOverlayOpen()).toBe(false);
  });

  it('closes when the trigger is clicked again', () => {
    renderMenu();
    fireEvent.click(trigger());
    fireEvent.click(trigger());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens 100 ms after the mouse enters the trigger', () => {
    jest.useFakeTimers();
    renderMenu();
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(99));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(toolLinks()).toHaveLength(6);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes 100 ms after the mouse leaves the trigger', () => {
    jest.useFakeTimers();
    renderMenu();
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(100));
    expect(toolLinks()).toHaveLength(6);

    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(99));
    expect(toolLinks()).toHaveLength(6);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('stays open when the mouse moves from the trigger into the popover', () => {
    jest.useFakeTimers();
    renderMenu();
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(100));
    const region = screen.getByRole('region', { name: 'Rstack' });

    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(50));
    fireEvent.pointerEnter(region.parentElement!, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(500));
    expect(toolLinks()).toHaveLength(6);
  });

  it('does not open on hover when the mouse leaves before 100 ms', () => {
    jest.useFakeTimers();
    renderMenu();
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(50));
    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('ignores touch pointers for hover', () => {
    jest.useFakeTimers();
    renderMenu();
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
