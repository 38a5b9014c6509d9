/** Site-wide facts of the Rspress site's configuration that are not labels (labels live in messages/). */
export const SITE = {
  title: 'Rspress',
  description: 'Rspack based static site generator',
  /**
   * The logo and the favicon, as files of public/ (site paths: put `withBasePath` in front). Upstream's
   * config loads both from assets.rspack.dev; this site serves its own, made from the same Rspress logo
   * by tools/build-steps/site-images.ts, so neither needs another host.
   */
  logo: '/rspress-logo-96.webp',
  icon: '/icon.png',
  logoText: 'Rspress',
  /** Where `content/` lives upstream: the edit link is this + `/<lang>/<relativePath>`. */
  docRepoBaseUrl: 'https://github.com/web-infra-dev/rspress/tree/main/packages/document/docs',
  footerMessage: '© 2024 Bytedance Inc. All Rights Reserved.',
  socialLinks: [
    { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rspress' },
    { icon: 'discord', mode: 'link', content: 'https://discord.gg/mkVw5zPAtf' },
    { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev' },
  ],
} as const;

/** The id of each page's <main>, the skip link's target; no content heading may take it. */
export const MAIN_ID = 'main-content';
