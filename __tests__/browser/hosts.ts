/**
 * Real hosts for the deploy tests: Debian's nginx running deploy/nginx.conf, and `next start` in
 * server mode. Each runs on a free loopback port as a child process of the test, with Chromium
 * next to it; `useHost()` starts both before a suite and stops them after it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { launchOptions } from '../../tools/serve/browser.mjs';
import { NGINX, requireOnMachine } from '../../tools/serve/machine.mjs';

export { NGINX };

export const NGINX_CONF = path.join(process.cwd(), 'deploy', 'nginx.conf');

interface Server {
  base: string;
  stop(): Promise<void>;
}

export interface Host {
  base: string;
  browser: Browser;
  newPage(options?: Parameters<Browser['newPage']>[0]): Promise<Page>;
}

/** A host for one suite: `start` runs before its tests, the server and Chromium stop after them. */
export function useHost(start: () => Promise<Server>): Host {
  let server: Server | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await start();
    browser = await chromium.launch(launchOptions());
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get base() {
      return server!.base;
    },
    get browser() {
      return browser!;
    },
    newPage(options = {}) {
      return browser!.newPage({ viewport: { width: 1280, height: 900 }, ...options });
    },
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts a child process that serves HTTP on `port`; resolves once it answers, rejects with its output if it exits first. */
async function startProcess(name: string, command: string, args: string[], port: number, env = process.env): Promise<Server> {
  const child: ChildProcess = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer on ${base} within 60 s:\n${output}`);
    }
    try {
      await fetch(`${base}/`, { redirect: 'manual' });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Where this nginx keeps mime.types: next to the nginx.conf it was built for (`nginx -V`). */
function mimeTypes(): string {
  requireOnMachine('nginx');
  const version = spawnSync(NGINX, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(version.stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  const file = path.join(path.dirname(confPath), 'mime.types');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing (Debian ships it in nginx-common)`);
  return file;
}

/**
 * deploy/nginx.conf as the test runs it: `root` is out/, `listen` one loopback port. Everything
 * else is the file as shipped.
 */
export function siteConfig(conf: string, root: string, port: number): string {
  const roots = conf.match(/^\s*root\s[^;]*;/gm) ?? [];
  const listens = conf.match(/^\s*listen\s[^;]*;/gm) ?? [];
  if (roots.length !== 1 || listens.length === 0) throw new Error('deploy/nginx.conf: expected one `root` and a `listen` directive');
  return conf.replace(/^\s*listen\s[^;]*;\n/gm, '').replace(/^(\s*)root\s[^;]*;/m, `$1root ${root};\n$1listen 127.0.0.1:${port};`);
}

/** Debian's nginx with deploy/nginx.conf serving `root`, under a temporary prefix: no root-owned paths. */
export async function startNginx(root: string): Promise<Server> {
  const mime = mimeTypes();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  try {
    return await runNginx(prefix, mime, root);
  } catch (error) {
    // Another process may have taken the free port in between: one more try on a new one.
    if (!/Address already in use/.test(String(error))) throw error;
    return await runNginx(prefix, mime, root);
  }
}

async function runNginx(prefix: string, mime: string, root: string): Promise<Server> {
  const port = await freePort();
  fs.writeFileSync(path.join(prefix, 'site.conf'), siteConfig(fs.readFileSync(NGINX_CONF, 'utf8'), root, port));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${path.join(prefix, name)};`);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      // One process in the foreground, as the user running the tests: the test owns it and stops it.
      'daemon off;',
      'master_process off;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `    include ${mime};`,
      '    default_type application/octet-stream;',
      '    access_log off;',
      ...temp,
      `    include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const test = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${test.stderr}`);
  const server = await startProcess('nginx', NGINX, args, port);
  return {
    base: server.base,
    async stop() {
      await server.stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** `next start` of the server-mode build in .next/ (`npm run build:server`). */
export async function startNextServer(): Promise<Server> {
  const port = await freePort();
  const next = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_OUTPUT: 'server', NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const };
  return startProcess('next start', process.execPath, [next, 'start', '--port', String(port), '--hostname', '127.0.0.1'], port, env);
}
