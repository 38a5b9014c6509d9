import createMDX from '@next/mdx';
import createNextIntlPlugin from 'next-intl/plugin';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nextMdxPlugins } from './lib/mdx/pipeline.mjs';
import { BASE_PATH } from './lib/site/base-path.mjs';

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
  env: { GLOBAL_ERROR_TITLE: `${en.title} · ${zh.title}`, GLOBAL_ERROR_RETRY: `${en.retry} · ${zh.retry}` },
};

// One plugin list for the page and the content index (lib/mdx/pipeline.mjs).
const withMDX = createMDX({ options: nextMdxPlugins(local) });

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default withNextIntl(withMDX(nextConfig));
