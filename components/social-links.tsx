import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/types';
import { SITE } from '@/lib/site/constants';
import { DiscordIcon, GitHubIcon, XIcon } from './icons';

const ICONS = { github: GitHubIcon, discord: DiscordIcon, x: XIcon };
/** Brand names: the same in every language. */
const NAMES = { github: 'GitHub', discord: 'Discord', x: 'X' };

export async function SocialLinks({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'theme' });
  return (
    <ul className="social-links">
      {SITE.socialLinks.map((link) => {
        const Icon = ICONS[link.icon];
        return (
          <li key={link.icon}>
            <a
              className="icon-button"
              href={link.content}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('externalLink', { name: NAMES[link.icon] })}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
