/**
 * Writes the site's own images into public/ (the logo, icons and hero from the Rspress logo, the home
 * feature icons from Twemoji): `npx tsx tools/build-steps/site-images.mts`. What it makes and why: site-images.ts.
 */
import { writeSiteImages } from './site-images';

const { written, removed } = await writeSiteImages();
for (const file of written) console.log(`  wrote public/${file}`);
for (const file of removed) console.log(`  removed public/${file} (no longer in FEATURE_ICONS)`);
console.log(written.length || removed.length ? '✓ public/ images rewritten' : '✓ public/ images already match their sources');
