import { fireEvent, render, screen, within } from '@testing-library/react';
import { OverviewFilter } from '@/components/overview-filter.client';
import type { OverviewGroup } from '@/lib/nav/overview';

// next.config.mjs sets trailingSlash: true; next/link reads it from this variable (jest does not load the config).
process.env.__NEXT_TRAILING_SLASH = 'true';

const groups: OverviewGroup[] = [
  {
    title: 'Config',
    entries: [
      {
        title: 'Basic Config',
        link: '/api/config/config-basic',
        headings: [
          { text: 'root', link: '/api/config/config-basic#root' },
          { text: 'base', link: '/api/config/config-basic#base' },
        ],
      },
      { title: 'Theme Config', link: '/api/config/config-theme', headings: [{ text: 'nav', link: '/api/config/config-theme#nav' }] },
    ],
  },
  {
    title: 'Others',
    entries: [
      {
        title: 'Commands',
        link: '/api/commands',
        headings: [
          { text: 'rspress dev', link: '/api/commands#rspress-dev' },
          { text: 'rspress build', link: '/api/commands#rspress-build' },
        ],
      },
    ],
  },
];

const EN = { filterNameText: 'Filter', filterPlaceholderText: 'Type a keyword', filterNoResultText: 'No matching API found' };
const ZH = { filterNameText: '过滤', filterPlaceholderText: '输入关键词', filterNoResultText: '未找到匹配的 API' };

const groupTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const pageTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const type = (value: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value } });

describe('OverviewFilter', () => {
  it('shows every group, page and h2 link at first', () => {
    render(<OverviewFilter groups={groups} texts={EN} />);
    expect(groupTitles()).toEqual(['Config', 'Others']);
    expect(pageTitles()).toEqual(['Basic Config', 'Theme Config', 'Commands']);
    expect(screen.getByRole('link', { name: 'Basic Config' })).toHaveAttribute('href', '/api/config/config-basic/');
    expect(screen.getByRole('link', { name: 'rspress build' })).toHaveAttribute('href', '/api/commands/#rspress-build');
    expect(screen.getAllByRole('link')).toHaveLength(3 + 5);
    expect(screen.queryByText('No matching API found')).not.toBeInTheDocument();
  });

  it('labels the search box with the texts and limits it to 64 characters', () => {
    render(<OverviewFilter groups={groups} texts={EN} />);
    const input = screen.getByRole('searchbox', { name: 'Filter' });
    expect(input).toHaveAttribute('placeholder', 'Type a keyword');
    expect(input).toHaveAttribute('maxLength', '64');
    expect(input).toHaveValue('');
  });

  it('uses the Chinese texts it is given', () => {
    render(<OverviewFilter groups={groups} texts={ZH} />);
    const input = screen.getByLabelText('过滤');
    expect(input).toBe(screen.getByRole('searchbox', { name: '过滤' }));
    expect(input).toHaveAttribute('placeholder', '输入关键词');
    fireEvent.change(input, { target: { value: '没有这个' } });
    expect(screen.getByText('未找到匹配的 API')).toBeInTheDocument();
  });

  it('narrows the list to pages whose title matches, case-insensitively', () => {
    render(<OverviewFilter groups={groups} texts={EN} />);
    type('THEME');
    expect(groupTitles()).toEqual(['Config']);
    expect(pageTitles()).toEqual(['Theme Config']);
    expect(screen.getByRole('link', { name: 'nav' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Commands' })).not.toBeInTheDocument();
  });

  it('narrows a page to the matching headings', () => {
    render(<OverviewFilter groups={groups} texts={EN} />);
    type('build');
    expect(groupTitles()).toEqual(['Others']);
    const card = screen.getByRole('heading', { level: 3, name: 'Commands' }).parentElement!;
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Commands', 'rspress build']);
  });

  it('shows the no-result text for nonsense and restores everything when cleared', () => {
    render(<OverviewFilter groups={groups} texts={EN} />);
    type('qwertyuiop');
    expect(screen.getByText('No matching API found')).toBeInTheDocument();
    expect(groupTitles()).toEqual([]);
    expect(screen.queryAllByRole('link')).toHaveLength(0);

    type('');
    expect(screen.queryByText('No matching API found')).not.toBeInTheDocument();
    expect(groupTitles()).toEqual(['Config', 'Others']);
    expect(pageTitles()).toEqual(['Basic Config', 'Theme Config', 'Commands']);
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });

  it('treats a blank keyword as no filter', () => {
    render(<OverviewFilter groups={groups} texts={EN} />);
    type('   ');
    expect(pageTitles()).toEqual(['Basic Config', 'Theme Config', 'Commands']);
  });
});
