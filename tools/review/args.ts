import { ReviewError } from './errors';

export interface ReviewArgs {
  /** A git ref to build the base from, or an export of the base already built. */
  base: { ref: string } | { dir: string };
  headDir: string;
  outDir: string;
  /** Project checkouts whose content check warnings are compared, for `--base-dir`. */
  baseRoot?: string;
  headRoot: string;
  previewUrl?: string;
  artifactUrl?: string;
  /** `--no-pictures`: text, anchors, weight and problems only, in seconds. */
  pictures: boolean;
}

const USAGE =
  'npm run review -- --base <git ref> | --base-dir <export> [--head-dir out] [--out review] [--preview-url URL] [--no-pictures]';
const VALUED = ['--base', '--base-dir', '--head-dir', '--out', '--base-root', '--head-root', '--preview-url', '--artifact-url'];

/** Reads the command line; a mistake is a one-line ReviewError with the usage. */
export function parseArgs(argv: string[]): ReviewArgs {
  const given = new Map<string, string>();
  let pictures = true;
  for (let n = 0; n < argv.length; n++) {
    if (argv[n] === '--no-pictures') {
      pictures = false;
      continue;
    }
    const [flag, inline] = argv[n].split(/=(.*)/s, 2);
    if (!VALUED.includes(flag)) throw new ReviewError(`unknown option ${argv[n]}: ${USAGE}`);
    const value = inline ?? argv[++n];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--')))
      throw new ReviewError(`${flag} needs a value: ${USAGE}`);
    given.set(flag, value);
  }
  const ref = given.get('--base');
  const dir = given.get('--base-dir');
  if (!ref === !dir) throw new ReviewError(`give --base <git ref> or --base-dir <export>, one of them: ${USAGE}`);
  for (const flag of ['--preview-url', '--artifact-url']) {
    const url = given.get(flag);
    if (url && !/^https?:\/\/[^/\s]+/.test(url)) throw new ReviewError(`${flag} ${url} is not an http(s) address`);
  }
  return {
    base: ref ? { ref } : { dir: dir! },
    headDir: given.get('--head-dir') ?? 'out',
    outDir: given.get('--out') ?? 'review',
    baseRoot: given.get('--base-root'),
    headRoot: given.get('--head-root') ?? '.',
    previewUrl: given.get('--preview-url'),
    artifactUrl: given.get('--artifact-url'),
    pictures,
  };
}
