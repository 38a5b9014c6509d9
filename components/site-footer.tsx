import { SITE } from '@/lib/site/constants';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>{SITE.footerMessage}</p>
    </footer>
  );
}
