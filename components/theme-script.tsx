import { APPEARANCE_STORAGE_KEY } from '@/lib/appearance';
import { HTML_LANG } from '@/lib/i18n/locales';
import { BASE_PATH } from '@/lib/hosting/base-path.mjs';

/**
 * Runs before first paint: applies the remembered (or system) appearance, so there is no flash of
 * the wrong theme, and the language of the path for pages rendered without it (the 404 page).
 */
const code = `(function(){try{var d=document.documentElement;var s=localStorage.getItem(${JSON.stringify(APPEARANCE_STORAGE_KEY)});var dark=s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',dark);d.style.colorScheme=dark?'dark':'light';if(location.pathname${BASE_PATH ? `.slice(${BASE_PATH.length})` : ''}.indexOf('zh')!==-1)d.lang=${JSON.stringify(HTML_LANG.zh)}}catch(e){}})()`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
