import { SiteLink } from './site-link.client';
import type { ContentPage } from '@/lib/content';
import type { HomeFrontmatter } from '@/lib/types';
import { localizePath } from '@/lib/urls';
import { getTranslations } from 'next-intl/server';
import { localizeTool, toolGrid } from '@/lib/rstack-tools';
import { MAIN_ID } from '@/lib/site/constants';
import { withBasePath } from '@/lib/hosting/base-path.mjs';
import { featureIconPath } from '@/lib/content/feature-icons';
import { RemoteLogo } from './remote-logo';

/** A frontmatter image path: `/x.webp` is a file of public/, served under the base path; a full URL stays as it is. */
function imageUrl(src: string): string {
  return src.startsWith('/') && !src.startsWith('//') ? withBasePath(src) : src;
}

/** `pageType: home`: hero, actions and feature cards from frontmatter, then the Rstack tools grid. */
export async function HomePage({ page }: { page: ContentPage }) {
  const { lang } = page.record;
  const fm = page.record.frontmatter as HomeFrontmatter;
  const t = await getTranslations({ locale: lang });
  const [en, zh] = await Promise.all([getTranslations({ locale: 'en' }), getTranslations({ locale: 'zh' })]);
  const tools = toolGrid({ en, zh });
  return (
    <main id={MAIN_ID} className="home" tabIndex={-1}>
      <section className="home-hero">
        <div className="home-hero-text">
          <h1>
            <span className="home-hero-name">{fm.hero.name}</span>
            {fm.hero.text
              .trim()
              .split('\n')
              .map((line) => (
                <span key={line} className="home-hero-line">
                  {line}
                </span>
              ))}
          </h1>
          <p className="home-hero-tagline">{fm.hero.tagline}</p>
          <div className="home-hero-actions">
            {fm.hero.actions.map((action) => (
              <SiteLink key={action.link} href={localizePath(action.link, lang)} className={`button button-${action.theme}`}>
                {action.text}
              </SiteLink>
            ))}
          </div>
        </div>
        {/* On a phone the hero is above the text and may be the largest paint: fetched early, never lazily. */}
        <img
          className="home-hero-image"
          src={imageUrl(fm.hero.image.src)}
          alt={fm.hero.image.alt}
          width={320}
          height={320}
          fetchPriority="high"
        />
      </section>
      <ul className="home-features">
        {fm.features.map((feature) => {
          // The emoji's SVG, so it shows without an emoji font (`npm run check` refuses an emoji that has none).
          const icon = featureIconPath(feature.icon);
          return (
            <li key={feature.title} className="home-feature">
              <span className="home-feature-icon" aria-hidden="true">
                {icon ? <img src={withBasePath(icon)} alt="" width={24} height={24} /> : feature.icon}
              </span>
              <h2>{feature.title}</h2>
              <p>{feature.details}</p>
            </li>
          );
        })}
      </ul>
      <section className="tool-stack" aria-labelledby="tool-stack-title">
        <h2 id="tool-stack-title">{t('toolStack.title')}</h2>
        <p>{t('toolStack.desc')}</p>
        <ul className="tool-grid">
          {tools.map((tool) => {
            const { name, desc, url, logo } = localizeTool(tool, lang);
            return (
              <li key={name}>
                <a className="tool-card" href={url} target="_blank" rel="noopener noreferrer">
                  <RemoteLogo name={name} src={logo} size={48} lazy />
                  <span className="tool-card-name">
                    {name}
                    <span className="visually-hidden"> {t('theme.opensInNewTab')}</span>
                  </span>
                  <span className="tool-card-desc">{desc}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
