import { codeText } from '@/lib/mdx/code-text';

function code(html: string): HTMLElement {
  const el = document.createElement('code');
  el.innerHTML = html;
  return el;
}

describe('codeText', () => {
  it('joins the lines with \\n and leaves out the removed diff line', () => {
    const el = code(
      [
        '<span><span>import</span> <span>a</span></span>',
        '<span class="diff remove"><span>old()</span></span>',
        '<span class="diff add"><span>next()</span></span>',
        '<span>done</span>',
      ].join('\n'),
    );
    expect(codeText(el)).toBe('import a\nnext()\ndone');
  });

  it('keeps highlighted and empty lines', () => {
    const el = code('<span>a</span><span class="highlighted"></span><span>b</span>');
    expect(codeText(el)).toBe('a\n\nb');
  });

  it('returns the text content when there are no line spans', () => {
    const el = code('npm install rspress\n<b>bold</b>');
    expect(codeText(el)).toBe('npm install rspress\nbold');
  });

  it('is empty when every line is removed', () => {
    expect(codeText(code('<span class="diff remove">x</span>'))).toBe('');
  });
});
