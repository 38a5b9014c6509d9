import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SITE } from '@/lib/site/constants';
import { APPLE_ICON_SIZE, FAVICON_ICO_SIZES, HERO_SIZE, ICON_SIZE, LOGO_SIZE, icoOf, siteImages } from '@/tools/build-steps/site-images';

const PUBLIC = path.join(process.cwd(), 'public');
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file));
const images = await siteImages();
const made = new Map(images.map((image) => [image.file, image.bytes]));

async function size(bytes: Buffer) {
  const { format, width, height, hasAlpha } = await sharp(bytes).metadata();
  return { format, width, height, hasAlpha };
}

/** The PNG images an .ico holds, with the size its directory gives each. */
function icoEntries(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, n) => {
    const entry = 6 + 16 * n;
    const bytes = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
    return { size: ico.readUInt8(entry) || 256, bytes };
  });
}

describe('the images public/ serves', () => {
  it('are what tools/build-steps/site-images.ts makes (else run `npx tsx tools/build-steps/site-images.mts` and commit)', async () => {
    for (const { file, bytes } of images) {
      const committed = read(file);
      if (committed.equals(bytes) || file.endsWith('.svg') || file.endsWith('.ico')) {
        expect([file, committed.equals(bytes)]).toEqual([file, true]);
        continue;
      }
      // Another platform's libvips may encode the same pixels a little differently: compare what they show.
      expect([file, await size(committed)]).toEqual([file, await size(bytes)]);
      const [a, b] = await Promise.all([committed, bytes].map((image) => sharp(image).ensureAlpha().raw().toBuffer()));
      const meanDifference = a.reduce((sum, value, n) => sum + Math.abs(value - b[n]), 0) / a.length;
      expect([file, meanDifference < 1]).toEqual([file, true]);
    }
  });

  it('include the files SITE.logo and SITE.icon name, as site paths', () => {
    for (const sitePath of [SITE.logo, SITE.icon]) {
      expect(sitePath).toMatch(/^\/[^/]/);
      expect(made.has(sitePath.slice(1))).toBe(true);
    }
  });

  it('give the hero a 2x square for its 320 px box, light enough for the first paint', async () => {
    const hero = made.get('rspress-logo.webp')!;
    expect(await size(hero)).toEqual({ format: 'webp', width: HERO_SIZE, height: HERO_SIZE, hasAlpha: true });
    expect(HERO_SIZE).toBe(2 * 320);
    expect(hero.length).toBeLessThan(40 * 1024);
  });

  it('give the logo and the favicon small square files, with a transparent background', async () => {
    expect(await size(made.get(SITE.logo.slice(1))!)).toEqual({ format: 'webp', width: LOGO_SIZE, height: LOGO_SIZE, hasAlpha: true });
    expect(LOGO_SIZE).toBeGreaterThanOrEqual(3 * 28);
    expect(await size(made.get(SITE.icon.slice(1))!)).toEqual({ format: 'png', width: ICON_SIZE, height: ICON_SIZE, hasAlpha: true });
    for (const file of [SITE.logo, SITE.icon]) expect(made.get(file.slice(1))!.length).toBeLessThan(8 * 1024);
  });

  it('give iOS an opaque home-screen icon (it turns transparency black)', async () => {
    expect(await size(made.get('apple-touch-icon.png')!)).toEqual({
      format: 'png',
      width: APPLE_ICON_SIZE,
      height: APPLE_ICON_SIZE,
      hasAlpha: false,
    });
  });

  it('give /favicon.ico one PNG per size, each of the size its entry says', async () => {
    const entries = icoEntries(made.get('favicon.ico')!);
    expect(entries.map((entry) => entry.size)).toEqual(FAVICON_ICO_SIZES);
    for (const { size: side, bytes } of entries) {
      expect(await size(bytes)).toEqual({ format: 'png', width: side, height: side, hasAlpha: true });
    }
  });

  it('copy each feature icon unchanged from @twemoji/svg', () => {
    const twemoji = path.dirname(path.join(process.cwd(), 'node_modules/@twemoji/svg/package.json'));
    const svgs = images.filter((image) => image.file.startsWith('emoji/'));
    expect(svgs).toHaveLength(6);
    for (const { file, bytes } of svgs) {
      expect(bytes.equals(fs.readFileSync(path.join(twemoji, path.basename(file))))).toBe(true);
      expect(bytes.toString()).toMatch(/^<svg [^>]*viewBox="0 0 36 36"/);
    }
  });
});

describe('icoOf', () => {
  it('writes a directory that points at each image in turn, 256 px as 0', () => {
    const ico = icoOf([
      { size: 16, bytes: Buffer.from('aaaa') },
      { size: 256, bytes: Buffer.from('bbbbbb') },
    ]);
    expect(ico.length).toBe(6 + 2 * 16 + 4 + 6);
    expect(ico.readUInt8(6 + 16)).toBe(0);
    expect(icoEntries(ico).map(({ size: side, bytes }) => [side, bytes.toString()])).toEqual([
      [16, 'aaaa'],
      [256, 'bbbbbb'],
    ]);
  });
});
