import createMDX from '@next/mdx';
import createNextIntlPlugin from 'next-intl/plugin';
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
};

// One plugin list for the page and the content index (lib/mdx/pipeline.mjs).
const withMDX = createMDX({ options: nextMdxPlugins(local) });

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default withNextIntl(withMDX(nextConfig));
