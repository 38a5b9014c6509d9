import { pagePosition, type Sample, type SampleProblem } from './extract';

/** `rspress` commands and the flags each one takes (the facts' Commands page; `serve` is `preview`'s alias). */
const RSPRESS: Record<string, string[]> = {
  dev: ['-c', '--config', '--port', '--host', '-h', '--help'],
  build: ['-c', '--config', '-h', '--help'],
  preview: ['-c', '--config', '--port', '--host', '-h', '--help'],
  serve: ['-c', '--config', '--port', '--host', '-h', '--help'],
  update: ['-h', '--help'],
};

/** The package managers' subcommands a page may show: installing, creating, running scripts. */
const PACKAGE_MANAGERS: Record<string, string[]> = {
  npm: ['install', 'i', 'ci', 'init', 'create', 'run'],
  yarn: ['add', 'install', 'create', 'run', 'dev', 'build', 'preview'],
  pnpm: ['add', 'install', 'i', 'create', 'run', 'dlx', 'dev', 'build', 'preview'],
  bun: ['add', 'install', 'create', 'run'],
};

/** Plain shell built-ins a setup step may use before the real commands. */
const SHELL = new Set(['cd', 'mkdir']);

/** What is wrong with one command (`rspress dev --port 8080`), or undefined when it exists. */
function commandProblem(words: string[]): string | undefined {
  const [head, ...rest] = words;
  if (head === 'npx' || head === 'bunx' || (head === 'pnpm' && rest[0] === 'exec')) {
    return commandProblem(head === 'pnpm' ? rest.slice(1) : rest);
  }
  if (head === 'rspress') {
    const [sub, ...args] = rest;
    if (!sub || sub.startsWith('-')) return commandProblem(['rspress', 'dev', ...rest]); // `rspress [root]` is `dev`
    const flags = RSPRESS[sub];
    if (!flags) return `"rspress ${sub}" is no command; use one of: ${Object.keys(RSPRESS).join(', ')}`;
    const unknown = args.filter((arg) => arg.startsWith('-')).find((flag) => !flags.includes(flag.split('=')[0]));
    return unknown ? `"rspress ${sub}" has no flag ${unknown}; it takes ${flags.join(', ')}` : undefined;
  }
  if (head in PACKAGE_MANAGERS) {
    const sub = rest[0];
    return PACKAGE_MANAGERS[head].includes(sub) ? undefined : `"${head} ${sub ?? ''}" is not an install, create or run command`;
  }
  if (SHELL.has(head)) return undefined;
  return `"${head}" is not a command the pages use: rspress, npm, yarn, pnpm, bun, npx, cd, mkdir`;
}

/**
 * Every command of a bash/shell block exists: `rspress dev|build|preview|update` with their flags and the
 * package managers' install/create/run commands. Comments, `VAR=value` prefixes and `&&` chains are understood.
 */
export function checkShellSample(sample: Sample): SampleProblem[] {
  const problems: SampleProblem[] = [];
  sample.code.split('\n').forEach((text, line) => {
    const withoutComment = text.replace(/(^|\s)#.*$/, '');
    let column = 0;
    for (const part of withoutComment.split(/(&&|\|\||;|\|)/)) {
      const offset = column;
      column += part.length;
      if (/^(&&|\|\||;|\|)$/.test(part)) continue;
      const words = part.trim().split(/\s+/).filter(Boolean);
      while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) words.shift();
      if (words.length === 0) continue;
      const problem = commandProblem(words);
      if (problem) {
        const start = offset + part.length - part.trimStart().length;
        problems.push({ file: sample.file, ...pagePosition(sample, line, start), message: problem });
      }
    }
  });
  return problems;
}
