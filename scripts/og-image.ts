import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { business } from '../shared/business';

/**
 * `npx tsx scripts/og-image.ts`: draws the link-preview picture (web/public/og-image.png, 1200 × 630)
 * from the site's own logo and hero illustration, with the name from shared/business.ts and no figure.
 * Social networks do not show SVG previews, hence a PNG; re-run it when the name or the artwork changes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'web', 'public');
const dataUrl = (file: string) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(publicDir, file)).toString('base64')}`;

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:40px;box-sizing:border-box;padding:64px;
  background:linear-gradient(135deg,#134e4a,#0f766e);font-family:system-ui,'DejaVu Sans',sans-serif;color:#fff">
  <div style="flex:1">
    <img src="${dataUrl('logo.svg')}" width="112" height="112" alt="">
    <h1 style="margin:32px 0 0;font-size:64px;line-height:1.1">${business.name}</h1>
    <p style="margin:20px 0 0;font-size:34px;color:#ccfbf1">Cleaning · Housekeeping · Ironing · Childcare</p>
    <p style="margin:28px 0 0;font-size:26px;color:#fde68a">${business.address.town}, ${business.address.county} · DBS checked · Fully insured</p>
  </div>
  <div style="width:440px;background:#f0fdfa;border-radius:32px;padding:24px">
    <img src="${dataUrl('images/hero-home.svg')}" width="392" height="294" alt="">
  </div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: path.join(publicDir, 'og-image.png') });
await browser.close();
console.log('wrote web/public/og-image.png');
