import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Tab, Tabs } from '@/components/mdx/tabs.client';

function Managers({ groupId, testId }: { groupId?: string; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Tabs groupId={groupId}>
        <Tab label="npm">npm install rspress</Tab>
        <Tab label="yarn">yarn add rspress</Tab>
        <Tab label="pnpm">pnpm add rspress</Tab>
        <Tab label="bun">bun add rspress</Tab>
      </Tabs>
    </div>
  );
}

const selected = (root: HTMLElement = document.body) =>
  within(root)
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

const visiblePanel = (root: HTMLElement = document.body) => {
  const panels = within(root)
    .getAllByRole('tabpanel', { hidden: true })
    .filter((p) => !p.hidden);
  expect(panels).toHaveLength(1);
  return panels[0];
};

beforeEach(() => localStorage.clear());

describe('Tabs', () => {
  it('selects the first tab by default and shows only its panel', () => {
    render(<Managers />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(selected()).toEqual(['npm']);
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(visiblePanel()).toHaveTextContent('npm install rspress');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('npm');
    expect(screen.queryByText('yarn add rspress')).not.toBeVisible();
  });

  it('wires tabs and panels together', () => {
    render(<Managers />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
  });

  it('selects a clicked tab and shows its panel', () => {
    render(<Managers />);
    fireEvent.click(screen.getByRole('tab', { name: 'pnpm' }));
    expect(selected()).toEqual(['pnpm']);
    expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('tabindex', '0');
    expect(visiblePanel()).toHaveTextContent('pnpm add rspress');
    expect(screen.queryByText('npm install rspress')).not.toBeVisible();
  });

  it('moves selection and focus with ArrowRight, ArrowLeft, Home and End, wrapping around', () => {
    render(<Managers />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('npm').focus();

    fireEvent.keyDown(tab('npm'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['yarn']);
    expect(tab('yarn')).toHaveFocus();

    fireEvent.keyDown(tab('yarn'), { key: 'End' });
    expect(selected()).toEqual(['bun']);
    expect(tab('bun')).toHaveFocus();

    fireEvent.keyDown(tab('bun'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['npm']);
    expect(tab('npm')).toHaveFocus();

    fireEvent.keyDown(tab('npm'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['bun']);
    expect(tab('bun')).toHaveFocus();

    fireEvent.keyDown(tab('bun'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['pnpm']);
    expect(tab('pnpm')).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('pnpm add rspress');

    fireEvent.keyDown(tab('pnpm'), { key: 'Home' });
    expect(selected()).toEqual(['npm']);
    expect(tab('npm')).toHaveFocus();
  });

  it('ignores other keys', () => {
    render(<Managers />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'npm' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'npm' }), { key: 'a' });
    expect(selected()).toEqual(['npm']);
  });

  it('saves nothing without a groupId', () => {
    render(<Managers />);
    fireEvent.click(screen.getByRole('tab', { name: 'yarn' }));
    expect(localStorage.length).toBe(0);
  });

  it('switches Tabs of the same groupId together and saves the choice', () => {
    render(
      <>
        <Managers groupId="pm" testId="a" />
        <Managers groupId="pm" testId="b" />
        <Managers groupId="other" testId="c" />
      </>,
    );
    const [a, b, c] = ['a', 'b', 'c'].map((id) => screen.getByTestId(id));
    fireEvent.click(within(a).getByRole('tab', { name: 'pnpm' }));
    expect(selected(a)).toEqual(['pnpm']);
    expect(selected(b)).toEqual(['pnpm']);
    expect(visiblePanel(b)).toHaveTextContent('pnpm add rspress');
    expect(selected(c)).toEqual(['npm']);
    expect(localStorage.getItem('rspress-tabs:pm')).toBe('pnpm');
    expect(localStorage.getItem('rspress-tabs:other')).toBeNull();

    fireEvent.keyDown(within(b).getByRole('tab', { name: 'pnpm' }), { key: 'End' });
    expect(selected(a)).toEqual(['bun']);
    expect(localStorage.getItem('rspress-tabs:pm')).toBe('bun');
  });

  it('starts a new Tabs with that groupId on the saved tab', () => {
    const first = render(<Managers groupId="pm" />);
    fireEvent.click(screen.getByRole('tab', { name: 'yarn' }));
    first.unmount();

    render(<Managers groupId="pm" />);
    expect(selected()).toEqual(['yarn']);
    expect(visiblePanel()).toHaveTextContent('yarn add rspress');
  });

  it('starts on a tab saved before the page loaded and ignores an unknown saved label', () => {
    localStorage.setItem('rspress-tabs:pm', 'bun');
    const { unmount } = render(<Managers groupId="pm" />);
    expect(selected()).toEqual(['bun']);
    unmount();

    localStorage.setItem('rspress-tabs:pm', 'deno');
    render(<Managers groupId="pm" />);
    expect(selected()).toEqual(['npm']);
  });

  it('follows a change made by Tabs of the group mounted later', () => {
    render(<Managers groupId="pm" testId="a" />);
    act(() => {
      window.dispatchEvent(new CustomEvent('rspress-tabs-change', { detail: { groupId: 'pm', label: 'yarn' } }));
    });
    expect(selected(screen.getByTestId('a'))).toEqual(['yarn']);
  });
});
