import { PACKAGE_MANAGERS, packageManagerCommands } from '@/lib/mdx/package-manager';

describe('packageManagerCommands', () => {
  it('knows npm, yarn, pnpm and bun in that order', () => {
    expect(PACKAGE_MANAGERS).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  it('prefixes a string with each manager and turns add into install for npm', () => {
    expect(packageManagerCommands('add rspress -D')).toEqual({
      npm: 'npm install rspress -D',
      yarn: 'yarn add rspress -D',
      pnpm: 'pnpm add rspress -D',
      bun: 'bun add rspress -D',
    });
  });

  it('trims the command', () => {
    expect(packageManagerCommands('  add rspress  ').npm).toBe('npm install rspress');
    expect(packageManagerCommands('  add rspress  ').bun).toBe('bun add rspress');
  });

  it('only rewrites a leading add word', () => {
    expect(packageManagerCommands('create rspress@latest')).toEqual({
      npm: 'npm create rspress@latest',
      yarn: 'yarn create rspress@latest',
      pnpm: 'pnpm create rspress@latest',
      bun: 'bun create rspress@latest',
    });
    expect(packageManagerCommands('addon').npm).toBe('npm addon');
    expect(packageManagerCommands('run add').npm).toBe('npm run add');
  });

  it('takes an object as the full commands, empty for missing managers', () => {
    expect(packageManagerCommands({ npm: 'npx rspress dev', pnpm: 'pnpm dlx rspress dev' })).toEqual({
      npm: 'npx rspress dev',
      yarn: '',
      pnpm: 'pnpm dlx rspress dev',
      bun: '',
    });
  });
});
