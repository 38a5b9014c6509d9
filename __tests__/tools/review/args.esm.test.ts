import { parseArgs } from '@/tools/review/args';
import { newWarnings } from '@/tools/review/problems';

describe('parseArgs', () => {
  it('reads a ref or a base export, with defaults for the rest', () => {
    expect(parseArgs(['--base', 'origin/main'])).toEqual({
      base: { ref: 'origin/main' },
      headDir: 'out',
      outDir: 'review',
      baseRoot: undefined,
      headRoot: '.',
      previewUrl: undefined,
      artifactUrl: undefined,
      pictures: true,
    });
    expect(parseArgs(['--base', 'main', '--no-pictures']).pictures).toBe(false);
    expect(parseArgs(['--base-dir=/tmp/base/out', '--head-dir', 'other', '--preview-url', 'https://x.vercel.app'])).toMatchObject({
      base: { dir: '/tmp/base/out' },
      headDir: 'other',
      previewUrl: 'https://x.vercel.app',
    });
  });

  it.each([
    [[], /give --base <git ref> or --base-dir <export>, one of them/],
    [['--base', 'a', '--base-dir', 'b'], /one of them/],
    [['--base'], /--base needs a value/],
    [['--base', '--head-dir'], /--base needs a value/],
    [['--bases', 'x'], /unknown option --bases/],
    [['--base', 'main', '--preview-url', 'vercel.app'], /--preview-url vercel.app is not an http\(s\) address/],
  ])('refuses %j in one line', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(message);
    try {
      parseArgs(argv);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('newWarnings', () => {
  it('keeps the warnings the base did not have, whatever the day counts say', () => {
    const base = ['content/en/a.mdx:2:1 awaits its translation for 3 days'];
    const head = ['content/en/a.mdx:2:1 awaits its translation for 5 days', 'content/zh/b.mdx:2:1 translation may be stale'];
    expect(newWarnings(base, head)).toEqual(['content/zh/b.mdx:2:1 translation may be stale']);
  });
});
