import { annotation, escapeData, escapeProperty, onGitHubActions } from '@/tools/check/annotations';
import { ContentError } from '@/lib/content/errors';

describe('GitHub Actions annotations', () => {
  it('escape a message: %, CR and LF, and % first so nothing is escaped twice', () => {
    expect(escapeData('100%')).toBe('100%25');
    expect(escapeData('a\r\nb\nc')).toBe('a%0D%0Ab%0Ac');
    expect(escapeData('%0A')).toBe('%250A');
    expect(escapeData('a: b, c')).toBe('a: b, c');
  });

  it('escape a property: also : and ,', () => {
    expect(escapeProperty('a: b, c')).toBe('a%3A b%2C c');
    expect(escapeProperty('50%,\n')).toBe('50%25%2C%0A');
  });

  it('name the file, line, column and title, with the problem and its fix as the message', () => {
    const error = new ContentError(
      'content/en/guide/start/next.mdx',
      7,
      1,
      'heading "Setup" has no explicit id',
      'end the heading with {#setup}',
    );
    expect(annotation('error', error, 'Content check')).toBe(
      '::error file=content/en/guide/start/next.mdx,line=7,col=1,title=Content check::heading "Setup" has no explicit id%0A→ end the heading with {#setup}',
    );
  });

  it('are warnings for warnings, with their title', () => {
    const problem = { file: 'content/zh/a.mdx', line: 3, column: 12, problem: '"X" is a rejected form', fix: 'write "Y"' };
    expect(annotation('warning', problem, 'Glossary')).toMatch(
      /^::warning file=content\/zh\/a\.mdx,line=3,col=12,title=Glossary::"X" is a rejected form%0A→ write "Y"$/,
    );
  });

  it('escape every part that could break the command line', () => {
    const problem = { file: 'content/en/a,b:c.mdx', line: 2, column: 5, problem: 'MDX does not compile: 50% done\r\nnext', fix: 'fix it' };
    const line = annotation('error', problem, 'Check: one, two');
    expect(line).toBe(
      '::error file=content/en/a%2Cb%3Ac.mdx,line=2,col=5,title=Check%3A one%2C two::MDX does not compile: 50%25 done%0D%0Anext%0A→ fix it',
    );
    // One line: the runner reads commands line by line.
    expect(line).not.toMatch(/[\r\n]/);
    // Properties end at the first `::`; an escaped file or title never ends them early.
    expect(line.split('::')).toHaveLength(3);
  });

  it('never point at line or column 0 (the runner would drop the position) and use / in paths', () => {
    const line = annotation('error', { file: 'content\\en\\a.mdx', line: 0, column: 0, problem: 'p', fix: 'f' }, 'Content check');
    expect(line).toMatch(/^::error file=content\/en\/a\.mdx,line=1,col=1,/);
  });

  it('are printed only on GitHub Actions', () => {
    expect(onGitHubActions({ GITHUB_ACTIONS: 'true' })).toBe(true);
    expect(onGitHubActions({})).toBe(false);
    expect(onGitHubActions({ GITHUB_ACTIONS: 'false', CI: 'true' })).toBe(false);
  });
});
