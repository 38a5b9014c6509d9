import { SITE } from '@/lib/site/constants';
import { DiscordIcon, GitHubIcon, XIcon } from './icons';

const ICONS = { github: GitHubIcon, discord: DiscordIcon, x: XIcon };
const NAMES = { github: 'GitHub', discord: 'Discord', x: 'X' };

export function SocialLinks({ newTab }: { newTab: string }) {
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
              aria-label={`${NAMES[link.icon]} ${newTab}`}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
