/**
 * Sends a link to a renamed heading's old id on to its new one (`anchors:` in the page's frontmatter).
 * An inline script after the article, only on pages that declare aliases: it runs on load, before
 * hydration, when the headings are already parsed, and on later hash changes while the page is shown.
 * The map sits in `data-anchors`, where `npm run review` reads it too.
 */
const code = `(function(s){var m=JSON.parse(s.dataset.anchors);function go(){if(!s.isConnected)return removeEventListener('hashchange',go);var h=decodeURIComponent(location.hash.slice(1));if(m[h]&&!document.getElementById(h))location.replace('#'+m[h])}go();addEventListener('hashchange',go)})(document.currentScript)`;

export function AnchorAliases({ anchors }: { anchors?: Record<string, string> }) {
  if (!anchors || Object.keys(anchors).length === 0) return null;
  return <script data-anchors={JSON.stringify(anchors)} dangerouslySetInnerHTML={{ __html: code }} />;
}
