/**
 * The images the site serves itself rather than from another host (the Rstack tools' logos and the
 * docs' pictures stay remote), made from two sources:
 * - the Rspress logo, `tools/build-steps/images/rspress-logo.webp` (633×600 lossless WebP with a transparent
 *   background: the file upstream serves as `/rspress-logo.webp`), resized for each place it shows;
 * - the Twemoji SVG of each home feature emoji (`FEATURE_ICONS`), copied from `@twemoji/svg`.
 *
 * The results are committed under `public/` (a few KB each), so `next dev` and `next build` use them as
 * they are and neither needs sharp. `npx tsx tools/build-steps/site-images.mts` writes them again after a change
 * here, to the source or to `FEATURE_ICONS`; `__tests__/tools/build-steps/site-images.esm.test.ts` fails while
 * the committed files differ from what this module makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import sharp, { type Sharp } from 'sharp';
import { FEATURE_ICON_DIR, FEATURE_ICONS, twemojiName } from '../../lib/content/feature-icons';

export const LOGO_SOURCE = 'tools/build-steps/images/rspress-logo.webp';

/** Side of the square hero image: the hero shows it at 320 CSS px, so this is sharp at 2x. */
export const HERO_SIZE = 640;
/** Side of `SITE.logo`: the navbar shows it at 28 CSS px (sharp up to 3x), the 404 page at 64. */
export const LOGO_SIZE = 96;
/** Side of `SITE.icon`, the favicon pages declare (48 px: browsers scale it down for a tab). */
export const ICON_SIZE = 48;
/** iOS's home-screen icon, requested at /apple-touch-icon.png when a page declares none. */
export const APPLE_ICON_SIZE = 180;
/** The sizes inside /favicon.ico, which browsers ask for by themselves (for llms.txt, Markdown twins…). */
export const FAVICON_ICO_SIZES = [16, 32, 48];

/** One file to write under `public/`. */
export interface SiteImage {
  /** Path inside `public/`, with `/` separators. */
  file: string;
  bytes: Buffer;
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The hero: the whole logo, not resampled, centred on a transparent square of HERO_SIZE, so the page's
 * width/height (320×320) hold before and after it loads. Lossy WebP at quality 82 looks the same as
 * the lossless source at 2x and weighs about a third of it.
 */
async function hero(source: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  if (width > HERO_SIZE || height > HERO_SIZE)
    throw new Error(`${LOGO_SOURCE} is ${width}×${height}; the hero expects at most ${HERO_SIZE}`);
  const left = Math.floor((HERO_SIZE - width) / 2);
  const top = Math.floor((HERO_SIZE - height) / 2);
  return sharp(source)
    .extend({ left, right: HERO_SIZE - width - left, top, bottom: HERO_SIZE - height - top, background: TRANSPARENT })
    .webp({ quality: 82, alphaQuality: 90, effort: 6 })
    .toBuffer();
}

/**
 * The logo without its transparent margin, fitted in a square of `size` less `inset` on each side: small
 * sizes keep the crab as large as they can. With a background, the result is opaque.
 */
async function squareLogo(source: Buffer, size: number, { inset = 0, background }: { inset?: number; background?: string } = {}) {
  const inner = size - 2 * inset;
  const fitted = sharp(source)
    .trim()
    .resize(inner, inner, { fit: 'contain', background: TRANSPARENT })
    .extend({ left: inset, right: inset, top: inset, bottom: inset, background: TRANSPARENT });
  // sharp flattens before it resizes: flatten the finished square in a second pass.
  return background ? sharp(await fitted.toBuffer()).flatten({ background }) : fitted;
}

/** An .ico that holds PNG images, as every browser since Internet Explorer 9 reads. */
export function icoOf(pngs: { size: number; bytes: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length + 16 * pngs.length;
  const entries = pngs.map(({ size, bytes }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width, 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(bytes.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += bytes.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.bytes)]);
}

const png = (image: Sharp) => image.png({ compressionLevel: 9, palette: true, effort: 10 }).toBuffer();

/** The folder `@twemoji/svg` installs its files in. */
function twemojiDir(root: string): string {
  return path.dirname(createRequire(path.join(root, 'package.json')).resolve('@twemoji/svg/package.json'));
}

/** Every file this module owns under `public/`, made in memory. */
export async function siteImages(root = process.cwd()): Promise<SiteImage[]> {
  const source = fs.readFileSync(path.join(root, LOGO_SOURCE));
  const icoPngs = await Promise.all(FAVICON_ICO_SIZES.map(async (size) => ({ size, bytes: await png(await squareLogo(source, size)) })));
  const emojiDir = twemojiDir(root);
  const emoji = FEATURE_ICONS.map((icon) => {
    const name = `${twemojiName(icon)}.svg`;
    const from = path.join(emojiDir, name);
    if (!fs.existsSync(from)) throw new Error(`@twemoji/svg has no ${name} for ${icon}: choose another emoji`);
    return { file: `${FEATURE_ICON_DIR.slice(1)}/${name}`, bytes: fs.readFileSync(from) };
  });
  return [
    { file: 'rspress-logo.webp', bytes: await hero(source) },
    {
      file: `rspress-logo-${LOGO_SIZE}.webp`,
      bytes: await (await squareLogo(source, LOGO_SIZE)).webp({ quality: 85, alphaQuality: 90, effort: 6 }).toBuffer(),
    },
    { file: 'icon.png', bytes: await png(await squareLogo(source, ICON_SIZE)) },
    // iOS fills transparent pixels with black and rounds the corners: white, with a margin.
    { file: 'apple-touch-icon.png', bytes: await png(await squareLogo(source, APPLE_ICON_SIZE, { inset: 16, background: '#ffffff' })) },
    { file: 'favicon.ico', bytes: icoOf(icoPngs) },
    ...emoji,
  ];
}

/** Writes what `siteImages` makes into `public/`, and removes feature icons no longer listed. */
export async function writeSiteImages(root = process.cwd()): Promise<{ written: string[]; removed: string[] }> {
  const images = await siteImages(root);
  const publicDir = path.join(root, 'public');
  const written: string[] = [];
  for (const { file, bytes } of images) {
    const target = path.join(publicDir, file);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(bytes)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
    written.push(file);
  }
  const emojiDir = path.join(publicDir, FEATURE_ICON_DIR);
  const kept = new Set(images.map((image) => image.file));
  const removed = fs
    .readdirSync(emojiDir)
    .map((name) => `${FEATURE_ICON_DIR.slice(1)}/${name}`)
    .filter((file) => !kept.has(file));
  for (const file of removed) fs.rmSync(path.join(publicDir, file));
  return { written, removed };
}
