/**
 * `npm run check:vercel`: Vercel's own build of this repository with the settings the README gives
 * (framework preset Next.js, build command `npm run build`, output directory left empty), for a
 * production and a preview deployment, with no account and no network:
 *
 * - the Vercel CLI comes from npm (pinned below, installed once into node_modules/.cache/vercel-cli/);
 * - the repository is copied (tracked and new files, node_modules hard-linked) to a temporary folder,
 *   so out/ and .next/ of the working tree stay as they are;
 * - `.vercel/project.json` holds the project settings and `.vercel/.env.<target>.local` the system
 *   variables a real deployment gets (VERCEL_ENV, VERCEL_URL, VERCEL_GIT_*): what `vercel pull` would
 *   fetch with an account;
 * - where the system allows it (`unshare -n` and `ip`), the CLI runs in a network namespace with
 *   loopback only, so nothing can be fetched.
 *
 * Then it checks .vercel/output: every page and Markdown twin is in static/ and routed at its URL,
 * a page's URL asked for Markdown (vercel.json's routes) answers its twin and a browser's request the
 * page, both with `Vary: Accept`, unknown paths get the 404 page, preview pages are noindex and carry the preview badge,
 * production pages are neither; and each target's output fails the other's expectations, so the
 * check can tell them apart. `npm run bench` runs it (two full builds: several minutes).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getContent } from '../../lib/content/store';
import { exportedPath, markdownPath } from '../../lib/urls';
import { ACCEPT } from './accept-headers';
import { routeRequest, type Route } from './vercel-routes';
import { installOnce, NPM_CACHE } from '../npm-cache';

/** 60.1.3: the newest release whose dependencies the registry reachable here serves (61+ need sandbox@4.4.0). */
const CLI_VERSION = process.env.VERCEL_CLI_VERSION || '60.1.3';
const CLI_DIR = path.join(NPM_CACHE, 'vercel-cli', CLI_VERSION);
const CLI = path.join(CLI_DIR, 'node_modules', '.bin', 'vercel');

type Target = 'production' | 'preview';

/** The system variables of a deployment, as `vercel pull` writes them. */
function deploymentEnv(target: Target): Record<string, string> {
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
  const sha = git('rev-parse', 'HEAD') || '0000000000000000000000000000000000000000';
  const branch = target === 'production' ? 'main' : git('rev-parse', '--abbrev-ref', 'HEAD') || 'preview-branch';
  const host =
    target === 'production'
      ? 'rspress-docs.vercel.app'
      : `rspress-docs-git-${branch.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.vercel.app`;
  return {
    VERCEL: '1',
    VERCEL_ENV: target,
    VERCEL_TARGET_ENV: target,
    VERCEL_URL: host,
    VERCEL_PROJECT_PRODUCTION_URL: 'rspress-docs.vercel.app',
    VERCEL_GIT_PROVIDER: 'github',
    VERCEL_GIT_REPO_SLUG: 'rspress-docs',
    VERCEL_GIT_COMMIT_REF: branch,
    VERCEL_GIT_COMMIT_SHA: sha,
  };
}

/** The settings of the README's Deploy section. `installCommand: ""` skips the install: node_modules is there already. */
const PROJECT = {
  projectId: 'prj_local_check',
  orgId: 'team_local_check',
  settings: {
    framework: 'nextjs',
    buildCommand: 'npm run build',
    outputDirectory: null,
    installCommand: '',
    devCommand: null,
    rootDirectory: null,
  },
};

function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string | undefined> } = {}) {
  const result = spawnSync(command, args, {
    ...options,
    env: options.env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return result;
}

/** The repository as a deployment sees it: tracked and new (not ignored) files, plus node_modules. */
function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vercel-check-'));
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']).stdout.split('\0').filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(file)) continue; // deleted, not yet committed
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(dir, file));
  }
  // Turbopack's build cache, when there is one: Vercel keeps it between deployments too.
  if (fs.existsSync('.next/cache')) fs.cpSync('.next/cache', path.join(dir, '.next', 'cache'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync('node_modules')) {
    if (entry === '.cache') continue;
    const from = path.join('node_modules', entry);
    const to = path.join(dir, 'node_modules', entry);
    // Hard links: instant and no extra space on one file system; a plain copy elsewhere.
    if (run('cp', ['-al', from, to]).status !== 0 && run('cp', ['-a', from, to]).status !== 0) throw new Error(`cannot copy ${from}`);
  }
  return dir;
}

/**
 * `unshare -n` runs a command in a network namespace of its own: only loopback, brought up with `ip`
 * (Next's build talks to its workers over 127.0.0.1), so nothing can be fetched from anywhere.
 */
const offline = spawnSync('unshare', ['-n', 'sh', '-c', 'ip link set lo up']).status === 0;
const withoutNetwork = (command: string, args: string[]) =>
  offline ? { command: 'unshare', args: ['-n', 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', command, ...args] } : { command, args };

function vercelBuild(dir: string, target: Target): { seconds: number; log: string } {
  fs.rmSync(path.join(dir, '.vercel'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, '.vercel'));
  fs.writeFileSync(path.join(dir, '.vercel', 'project.json'), JSON.stringify(PROJECT, null, 2));
  const env = deploymentEnv(target);
  fs.writeFileSync(
    path.join(dir, '.vercel', `.env.${target}.local`),
    Object.entries(env)
      .map(([key, value]) => `${key}="${value}"`)
      .join('\n'),
  );
  // The caller's shell must not leak into the deployment (a server-mode or site-URL variable).
  const callerEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VERCEL|NEXT_OUTPUT$|NEXT_PUBLIC_)/.test(key)));
  const args = ['build', '--yes', ...(target === 'production' ? ['--prod'] : [])];
  const started = performance.now();
  const { command, args: fullArgs } = withoutNetwork(CLI, args);
  const result = run(command, fullArgs, { cwd: dir, env: { ...callerEnv, VERCEL_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1' } });
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const log = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`vercel build (${target}) failed:\n${log.slice(-6000)}`);
  return { seconds, log };
}

/** What is wrong with Markdown on request in an output: each page's URL, asked by an agent and by a browser. */
function negotiationProblems(routes: Route[], staticDir: string): string[] {
  const problems: string[] = [];
  for (const { record } of getContent().pages) {
    const url = exportedPath(record.routePath);
    const twin = fs.readFileSync(path.join(staticDir, markdownPath(record.routePath)), 'utf8');
    for (const accept of [ACCEPT.agent, ACCEPT.agentWithFallbacks]) {
      const answer = routeRequest(routes, url, { accept });
      const file = path.join(staticDir, answer.pathname);
      if (answer.status !== undefined || !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== twin)
        problems.push(
          `${url} with Accept "${accept}": routed to ${answer.pathname}${answer.status ? ` (${answer.status})` : ''}, not its twin`,
        );
      else if (answer.headers['content-type'] !== 'text/markdown; charset=utf-8' || answer.headers.vary !== 'Accept')
        problems.push(`${url} with Accept "${accept}": Content-Type ${answer.headers['content-type']}, Vary ${answer.headers.vary}`);
    }
    const page = routeRequest(routes, url, { accept: ACCEPT.browser });
    if (page.pathname !== url || page.status !== undefined || page.headers.vary !== 'Accept')
      problems.push(`${url} with a browser's Accept: routed to ${page.pathname}, Vary ${page.headers.vary}`);
  }
  return problems;
}

interface Expectation {
  target: Target;
  env: Record<string, string>;
}

/** What is wrong with a `.vercel/output` for the expected target; empty when it is right. */
function outputProblems(outputDir: string, expected: Expectation): string[] {
  const problems: string[] = [];
  const staticDir = path.join(outputDir, 'static');
  const config = JSON.parse(fs.readFileSync(path.join(outputDir, 'config.json'), 'utf8')) as {
    routes: Route[];
    overrides: Record<string, { path: string }>;
  };
  const builds = JSON.parse(fs.readFileSync(path.join(outputDir, 'builds.json'), 'utf8')) as { target: string };
  if (builds.target !== expected.target) problems.push(`builds.json: target ${builds.target}, expected ${expected.target}`);
  if (!config.routes.some((r) => r.status === 404 && r.dest === '/404')) problems.push('config.json: no route sends unknown paths to /404');
  if (config.overrides['404.html']?.path !== '404') problems.push('config.json: 404.html is not served as /404');

  const preview = expected.target === 'preview';
  const origin = preview ? `https://${expected.env.VERCEL_URL}` : 'https://rspress.dev';
  const shortSha = expected.env.VERCEL_GIT_COMMIT_SHA.slice(0, 7);
  for (const { record } of getContent().pages) {
    const dir = exportedPath(record.routePath).slice(1); // '' for the home page
    const file = `${dir}index.html`;
    if (!fs.existsSync(path.join(staticDir, file))) {
      problems.push(`${record.routePath}: static/${file} is missing`);
      continue;
    }
    if (config.overrides[file]?.path !== `${dir}index`) problems.push(`${record.routePath}: ${file} is not routed at its URL`);
    if (!fs.existsSync(path.join(staticDir, markdownPath(record.routePath)))) problems.push(`${record.routePath}: Markdown twin missing`);
    const html = fs.readFileSync(path.join(staticDir, file), 'utf8');
    const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
    const badge = /class="preview-badge"[^>]*>\s*<strong>[^<]+<\/strong>/.exec(html);
    if (noindex !== preview) problems.push(`${record.routePath}: ${preview ? 'not ' : ''}noindex`);
    if (!!badge !== preview) problems.push(`${record.routePath}: ${preview ? 'no ' : ''}preview badge`);
    if (preview && badge && !(html.includes(expected.env.VERCEL_GIT_COMMIT_REF) && html.includes(`<code>${shortSha}</code>`))) {
      problems.push(`${record.routePath}: the badge does not name branch ${expected.env.VERCEL_GIT_COMMIT_REF} and commit ${shortSha}`);
    }
    if (!html.includes(`<link rel="canonical" href="${origin}${exportedPath(record.routePath)}"`))
      problems.push(`${record.routePath}: canonical URL not on ${origin}`);
  }
  problems.push(...negotiationProblems(config.routes, staticDir));
  const robots = fs.readFileSync(path.join(staticDir, 'robots.txt'), 'utf8');
  if (/Disallow: \/\s*$/m.test(robots) !== preview) problems.push(`robots.txt: ${preview ? 'does not disallow' : 'disallows'} crawling`);
  if (!robots.includes(`Sitemap: ${origin}/sitemap.xml`)) problems.push(`robots.txt: sitemap not on ${origin}`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  installOnce(`vercel@${CLI_VERSION}`, CLI_DIR, 'node_modules/.bin/vercel', [`vercel@${CLI_VERSION}`]);
  const version = run(CLI, ['--version']).stdout.trim();
  const dir = copyProject();
  console.log(
    `vercel ${version}, project copy in ${dir}, ${offline ? 'no network (unshare -n, loopback only)' : 'network not cut (unshare -n or ip unavailable)'}`,
  );
  const outputs: Partial<Record<Target, { dir: string; env: Record<string, string>; seconds: number }>> = {};
  let failed = false;
  try {
    for (const target of ['production', 'preview'] as const) {
      const { seconds } = vercelBuild(dir, target);
      // Keep this output aside: the next build replaces .vercel/.
      const kept = path.join(dir, `.vercel-output-${target}`);
      fs.renameSync(path.join(dir, '.vercel', 'output'), kept);
      outputs[target] = { dir: kept, env: deploymentEnv(target), seconds };
      const problems = outputProblems(kept, { target, env: deploymentEnv(target) });
      console.log(`${problems.length ? '✗' : '✓'} vercel build ${target === 'production' ? '--prod' : '(preview)'}: ${seconds} s`);
      for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
      if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`);
      failed ||= problems.length > 0;
    }
    // Negative control: each output must fail the other target's expectations.
    for (const [target, other] of [
      ['production', 'preview'],
      ['preview', 'production'],
    ] as const) {
      const crossed = outputProblems(outputs[target]!.dir, { target: other, env: deploymentEnv(other) }).filter(
        (p) => !p.startsWith('builds.json'),
      );
      if (crossed.length === 0) {
        console.log(`✗ the ${target} output also passes as ${other}: the check cannot tell them apart`);
        failed = true;
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${failed ? '✗' : '✓'} Vercel check: ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
  if (failed) process.exit(1);
}
