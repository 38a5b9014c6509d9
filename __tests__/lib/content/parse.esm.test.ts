import { toString } from 'mdast-util-to-string';
import { parseMdx } from '@/lib/content/parse';

describe('parseMdx', () => {
  it('reports syntax errors with their position', () => {
    expect(() => parseMdx('Text.\n\nHello {oops\n')).toThrow(expect.objectContaining({ line: 3, column: expect.any(Number) }));
  });

  it('runs the page plugins: heading ids, callouts, stray text directives put back', () => {
    const tree = parseMdx('## Setup {#setup}\n\n:::tip[Title]\nBody.\n:::\n\nAt 10:30 on lang:en.\n');
    const [heading, callout, paragraph] = tree.children;
    expect(heading).toMatchObject({ type: 'heading', data: { id: 'setup' } });
    expect(callout).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Callout' });
    expect(toString(paragraph)).toBe('At 10:30 on lang:en.');
  });
});
