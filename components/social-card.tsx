import { CARD_FONT_FAMILY, type CardText } from '@/lib/metadata/social-card';

/** The site's colours (app/styles/tokens.css, dark theme): a card reads on light and dark timelines alike. */
const COLORS = { bg: '#121212', panel: '#1b1b1f', brand: '#3cc6bd', text: '#e8eaed', muted: '#a3a8b0' };

/** Cuts text at a word (or anywhere in Chinese) to at most `max` characters, with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:，。；：、]+$/, '')}…`;
}

/**
 * A page's social card, 1200 × 630, as `next/og` draws it: the site's name, where the page sits,
 * its title and description. Long titles get a smaller size, so that every title fits in three lines.
 */
export function SocialCard({ text }: { text: CardText }) {
  const cjk = text.lang === 'zh';
  const title = clip(text.title, cjk ? 40 : 80);
  const titleSize = title.length > (cjk ? 16 : 32) ? 60 : 76;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: COLORS.bg,
        borderLeft: `16px solid ${COLORS.brand}`,
        fontFamily: CARD_FONT_FAMILY,
        color: COLORS.text,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }}>
        <span style={{ color: COLORS.brand }}>{text.site}</span>
        {text.place && <span style={{ color: COLORS.muted, fontWeight: 400, marginLeft: 24 }}>{text.place}</span>}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: titleSize, fontWeight: 700, lineHeight: 1.15, letterSpacing: cjk ? 0 : -1 }}>{title}</div>
        <div style={{ marginTop: 28, fontSize: 30, lineHeight: 1.45, color: COLORS.muted }}>{clip(text.description, cjk ? 70 : 150)}</div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: COLORS.muted }}>
        <span>{text.host}</span>
        <span>{text.kind}</span>
      </div>
    </div>
  );
}
