import { compareExports } from '@/tools/review/compare';
import type { ExportedPage, TextLine } from '@/tools/review/page-text';

const text = (...lines: string[]): TextLine[] => lines.map((line) => ({ kind: line.startsWith('    ') ? 'code' : 'text', text: line }));
const page = (lines: TextLine[], ids: string[] = [], aliases: Record<string, string> = {}): ExportedPage => ({
  kind: 'page',
  title: 'T',
  lines,
  ids,
  aliases,
});

describe('compareExports', () => {
  const base = new Map<string, ExportedPage>([
    ['/a/', page(text('one', '## Old {#old}'), ['old', 'keep'])],
    ['/zh/a/', page(text('一'), ['old'])],
    ['/gone/', page(text('x'), ['x'])],
    ['/moved/', page(text('y'))],
    ['/same/', page(text('    code'))],
  ]);

  it('lists pages added, removed (with their redirect) and changed, per language, and the anchors lost', () => {
    const head = new Map<string, ExportedPage>([
      ['/a/', page(text('one', '## New {#new}'), ['new', 'keep'])],
      ['/zh/a/', page(text('一'), ['new'], { old: 'new' })],
      ['/moved/', { kind: 'redirect', to: '/a/' }],
      ['/same/', page(text('    code'))],
      ['/zh/added/', page(text('新'))],
    ]);
    const { changes, lost } = compareExports(base, head);
    expect(changes.map(({ path, lang, status, redirectedTo }) => ({ path, lang, status, redirectedTo }))).toEqual([
      { path: '/a/', lang: 'en', status: 'changed', redirectedTo: undefined },
      { path: '/gone/', lang: 'en', status: 'removed', redirectedTo: undefined },
      { path: '/moved/', lang: 'en', status: 'removed', redirectedTo: '/a/' },
      { path: '/zh/added/', lang: 'zh', status: 'added', redirectedTo: undefined },
    ]);
    // The Chinese page declares the alias, the English one does not; the redirected page loses nothing.
    expect(lost).toEqual([
      { path: '/a/', lang: 'en', id: 'old' },
      { path: '/gone/', lang: 'en' },
    ]);
  });

  it('marks a change that touches code, for the dark pictures', () => {
    const head = new Map(base);
    head.set('/same/', page(text('    other code')));
    head.set('/a/', page(text('two', '## Old {#old}'), ['old', 'keep']));
    const { changes } = compareExports(base, head);
    expect(changes.map((c) => [c.path, c.touchesCode])).toEqual([
      ['/a/', false],
      ['/same/', true],
    ]);
  });

  it('finds nothing between an export and itself', () => {
    expect(compareExports(base, base)).toEqual({ changes: [], lost: [] });
  });
});
