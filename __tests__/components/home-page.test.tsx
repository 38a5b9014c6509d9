import { render } from '@testing-library/react';
import type { ContentPage } from '@/lib/content';
import type { HomeFrontmatter } from '@/lib/types';
import { HomePage } from '@/components/home-page';

// Server component: its labels come from next-intl's server API, which needs Next's request; the key is enough here.
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

// The base path is read once, from NEXT_PUBLIC_BASE_PATH at build time; each test sets its own.
let mockBasePath = '';
jest.mock('@/lib/hosting/base-path.mjs', () => ({ withBasePath: (sitePath: string) => `${mockBasePath}${sitePath}` }));

// next.config.mjs sets trailingSlash: true; next/link reads it from this variable (jest does not load the config).
process.env.__NEXT_TRAILING_SLASH = 'true';

const frontmatter: HomeFrontmatter = {
  pageType: 'home',
  title: 'Rspress',
  titleSuffix: 'Rsbuild-based Static Site Generator',
  hero: {
    name: 'Rspress',
    text: 'Lightning Fast\nStatic Site Generator',
    tagline: 'Simple, efficient and easy to extend',
    actions: [{ theme: 'brand', text: 'Introduction', link: '/guide/start/introduction' }],
    image: { src: '/rspress-logo.webp', alt: 'Rspress Logo' },
  },
  features: [
    { title: 'Blazing fast build speed', details: 'Rust.', icon: '🏃🏻‍♀️' },
    { title: 'Static site generation', details: 'HTML.', icon: '🌈' },
  ],
};

function page(fm: HomeFrontmatter = frontmatter) {
  return { record: { lang: 'en', frontmatter: fm } } as unknown as ContentPage;
}

/** Renders the home page as built with this base path. */
async function renderHome(fm?: HomeFrontmatter, basePath = '') {
  mockBasePath = basePath;
  return render(await HomePage({ page: page(fm) })).container;
}

describe('HomePage images', () => {
  it('loads the hero from the site, at once and first, in its 320 px box', async () => {
    const hero = (await renderHome()).querySelector('.home-hero-image')!;
    expect(hero).toHaveAttribute('src', '/rspress-logo.webp');
    expect(hero).toHaveAttribute('alt', 'Rspress Logo');
    expect(hero).toHaveAttribute('width', '320');
    expect(hero).toHaveAttribute('height', '320');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading');
  });

  it('shows each feature emoji as its SVG, hidden from assistive technology', async () => {
    const icons = [...(await renderHome()).querySelectorAll('.home-feature-icon')];
    expect(icons.map((icon) => icon.querySelector('img')?.getAttribute('src'))).toEqual([
      '/emoji/1f3c3-1f3fb-200d-2640-fe0f.svg',
      '/emoji/1f308.svg',
    ]);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon.querySelector('img')).toHaveAttribute('alt', '');
      expect(icon.textContent).toBe('');
    }
  });

  it('puts the base path in front of files of public/, and leaves a full URL as it is', async () => {
    const withBase = await renderHome(undefined, '/docs');
    expect(withBase.querySelector('.home-hero-image')).toHaveAttribute('src', '/docs/rspress-logo.webp');
    expect(withBase.querySelector('.home-feature-icon img')).toHaveAttribute('src', '/docs/emoji/1f3c3-1f3fb-200d-2640-fe0f.svg');
    const remote = { ...frontmatter, hero: { ...frontmatter.hero, image: { src: 'https://example.com/hero.png', alt: 'Hero' } } };
    expect((await renderHome(remote, '/docs')).querySelector('.home-hero-image')).toHaveAttribute('src', 'https://example.com/hero.png');
  });

  it('falls back to the emoji text for an icon without an SVG (the content check refuses it first)', async () => {
    const fm = { ...frontmatter, features: [{ title: 'Rocket', details: 'Fast.', icon: '🚀' }] };
    const icon = (await renderHome(fm)).querySelector('.home-feature-icon')!;
    expect(icon.querySelector('img')).toBeNull();
    expect(icon.textContent).toBe('🚀');
  });
});
