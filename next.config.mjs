import createMDX from '@next/mdx';
import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { nextMdxPlugins } from './lib/mdx/pipeline.mjs';
import { BASE_PATH } from './lib/hosting/base-path.mjs';

/** Project-local plugins go by absolute path: the MDX loader resolves names from its own folder. */
const local = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The static export is the default build. `NEXT_OUTPUT=server` builds a server (`next start`, preview
 * deployments) in which middleware.ts adds security headers; the export never depends on it.
 */
const serverMode = process.env.NEXT_OUTPUT === 'server';

/**
 * The last-resort error page renders outside every layout, where next-intl cannot run: its two texts
 * come from messages/ at build time, both languages side by side (only these strings reach the browser).
 */
const message = (lang) => JSON.parse(fs.readFileSync(new URL(`./messages/${lang}.json`, import.meta.url), 'utf8')).error;
const [en, zh] = [message('en'), message('zh')];

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...(serverMode ? {} : { output: 'export' }),
  // NEXT_PUBLIC_BASE_PATH (a GitHub project page: /<repo>); unset, the config is as it always was.
  ...(BASE_PATH ? { basePath: BASE_PATH } : {}),
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  pageExtensions: ['ts', 'tsx'],
  poweredByHeader: false,
  // `npm run lint` type-checks the project (tsc --noEmit): the first step of `npm test`, and the Pages
  // workflow's step before it builds. Checking again here would repeat it on every build.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Next keeps a core for its main process, which idles while pages render: on 2 cores that was one
    // worker for all of static generation. One per core.
    cpus: os.availableParallelism(),
    // The server code only renders the pages (at build time, or in `next start`); nobody downloads it.
    // Minifying it is CPU spent on every build for nothing.
    serverMinification: false,
    // Turbopack's cache on disk pays back only on a later build of the same tree, yet every cold build
    // (CI, Pages, `npm run bench`) pays for writing it.
    turbopackFileSystemCacheForBuild: false,
  },
  env: { GLOBAL_ERROR_TITLE: `${en.title} · ${zh.title}`, GLOBAL_ERROR_RETRY: `${en.retry} · ${zh.retry}` },
};

// One plugin list for the page and the content index (lib/mdx/pipeline.mjs).
const withMDX = createMDX({ options: nextMdxPlugins(local) });

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * `next build` only: no source maps of the server code (CPU on every build for files nobody reads). A prerender
 * error then points into the unminified server chunk rather than the source; `next dev` keeps them.
 */
const buildOnly = { experimental: { ...nextConfig.experimental, turbopackSourceMaps: false, turbopackInputSourceMaps: false } };

/** @param {string} phase */
const config = (phase) => withNextIntl(withMDX(phase === PHASE_PRODUCTION_BUILD ? { ...nextConfig, ...buildOnly } : nextConfig));

export default config;
