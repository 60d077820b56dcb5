/**
 * Product and brand pictures as small SVG files rendered from the data (a tin, aerosol, bottle,
 * pen, tool case, pad, roll or cartridge in the product's colour, with the brand initials).
 * Run once after changing the product list; the output is committed:
 *   npx tsx supabase/seed/images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRANDS, type BrandSeed } from './data/brands';
import type { Silhouette } from './data/types';
import { buildProducts } from './products';

function clamp(n: number) {
  return Math.max(0, Math.min(255, Math.round(n)));
}

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const channels = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  const mixed = channels.map((c) =>
    amount >= 0 ? clamp(c + (255 - c) * amount) : clamp(c * (1 + amount)),
  );
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (0 dark … 1 light), to pick a readable text colour. */
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-ZÀ-Ý]/i.test(w));
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...name.slice(0, 2)];
  return letters.join('').toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function label(x: number, y: number, w: number, h: number, text: string, colour: string) {
  const ink = luminance(colour) > 0.6 ? '#1f2937' : colour;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff" opacity=".92"/>` +
    `<text x="${x + w / 2}" y="${y + h / 2 + 11}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="32" font-weight="700" fill="${ink}">${escapeXml(text)}</text>`
  );
}

function silhouette(shape: Silhouette, c: string, text: string): string {
  const dark = shade(c, -0.35);
  const light = shade(c, 0.35);
  switch (shape) {
    case 'tin':
      return (
        `<path d="M130 120 Q200 40 270 120" fill="none" stroke="#6b7280" stroke-width="8"/>` +
        `<rect x="110" y="120" width="180" height="200" rx="10" fill="${c}"/>` +
        `<ellipse cx="200" cy="120" rx="90" ry="18" fill="${light}"/>` +
        `<ellipse cx="200" cy="320" rx="90" ry="16" fill="${dark}"/>` +
        label(130, 190, 140, 60, text, c)
      );
    case 'aerosol':
      return (
        `<rect x="192" y="48" width="16" height="14" rx="3" fill="#111827"/>` +
        `<rect x="172" y="60" width="56" height="40" rx="8" fill="${light}" stroke="${dark}" stroke-width="3"/>` +
        `<path d="M135 130 Q135 100 200 96 Q265 100 265 130 Z" fill="#9ca3af"/>` +
        `<rect x="135" y="128" width="130" height="210" rx="10" fill="${c}"/>` +
        `<rect x="135" y="322" width="130" height="16" rx="5" fill="${dark}"/>` +
        label(150, 200, 100, 60, text, c)
      );
    case 'bottle':
      return (
        `<rect x="178" y="60" width="44" height="40" rx="6" fill="#374151"/>` +
        `<path d="M185 100 h30 v30 q45 20 45 60 v140 q0 12 -12 12 h-96 q-12 0 -12 -12 v-140 q0 -40 45 -60 z" fill="${c}"/>` +
        `<rect x="148" y="320" width="104" height="10" rx="4" fill="${dark}"/>` +
        label(150, 210, 100, 60, text, c)
      );
    case 'pen':
      return (
        `<g transform="rotate(-35 200 200)">` +
        `<rect x="170" y="70" width="60" height="230" rx="12" fill="${c}"/>` +
        `<rect x="170" y="70" width="60" height="50" rx="12" fill="${dark}"/>` +
        `<path d="M180 300 h40 l-20 45 z" fill="#9ca3af"/>` +
        `</g>` +
        label(140, 300, 120, 56, text, c)
      );
    case 'toolbox':
      return (
        `<path d="M160 140 v-30 q0 -12 12 -12 h56 q12 0 12 12 v30" fill="none" stroke="${dark}" stroke-width="12"/>` +
        `<rect x="80" y="140" width="240" height="170" rx="14" fill="${c}"/>` +
        `<rect x="80" y="200" width="240" height="10" fill="${dark}"/>` +
        label(140, 230, 120, 60, text, c)
      );
    case 'pad':
      return (
        `<circle cx="200" cy="200" r="130" fill="${c}"/>` +
        `<circle cx="200" cy="200" r="130" fill="none" stroke="${dark}" stroke-width="6"/>` +
        [0, 60, 120, 180, 240, 300]
          .map((a) => {
            const x = 200 + 95 * Math.cos((a * Math.PI) / 180);
            const y = 200 + 95 * Math.sin((a * Math.PI) / 180);
            return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${light}"/>`;
          })
          .join('') +
        label(140, 170, 120, 60, text, c)
      );
    case 'roll':
      return (
        `<circle cx="200" cy="200" r="130" fill="${c}"/>` +
        `<circle cx="200" cy="200" r="62" fill="#f8fafc" stroke="${dark}" stroke-width="6"/>` +
        `<circle cx="200" cy="200" r="130" fill="none" stroke="${dark}" stroke-width="4"/>` +
        label(140, 300, 120, 56, text, c)
      );
    case 'cartridge':
      return (
        `<path d="M186 50 h28 l-4 50 h-20 z" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/>` +
        `<rect x="140" y="100" width="120" height="240" rx="12" fill="${c}"/>` +
        `<rect x="140" y="320" width="120" height="20" rx="6" fill="${dark}"/>` +
        label(150, 190, 100, 60, text, c)
      );
  }
}

export function productSvg(product: {
  name: string;
  shape: Silhouette;
  color: string;
  brandName: string;
}): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(product.name)}">` +
    `<rect width="400" height="400" fill="#f3f4f6"/>` +
    `<ellipse cx="200" cy="350" rx="130" ry="14" fill="#d1d5db"/>` +
    silhouette(product.shape, product.color, initials(product.brandName)) +
    `</svg>\n`
  );
}

export function brandSvg(brand: Pick<BrandSeed, 'name' | 'color'>): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120" role="img" aria-label="${escapeXml(brand.name)}">` +
    `<rect width="320" height="120" rx="12" fill="#fff"/>` +
    `<circle cx="60" cy="60" r="40" fill="${brand.color}"/>` +
    `<text x="60" y="72" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="32" font-weight="700" fill="#fff">${escapeXml(initials(brand.name))}</text>` +
    `<text x="115" y="70" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="700" fill="#111827">${escapeXml(brand.name)}</text>` +
    `</svg>\n`
  );
}

function writeFresh(dir: string, files: Array<[name: string, content: string]>) {
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (old.endsWith('.svg')) rmSync(path.join(dir, old));
  for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
}

function writeImages(publicDir = path.resolve('public')) {
  const brandName = new Map(BRANDS.map((b) => [b.slug, b.name]));
  const products = buildProducts();
  writeFresh(
    path.join(publicDir, 'images/products'),
    products.map((p) => [
      `${p.slug}.svg`,
      productSvg({
        name: p.name,
        shape: p.shape,
        color: p.color,
        brandName: brandName.get(p.brandSlug) ?? p.name,
      }),
    ]),
  );
  writeFresh(
    path.join(publicDir, 'images/brands'),
    BRANDS.map((b) => [`${b.slug}.svg`, brandSvg(b)]),
  );
  return { products: products.length, brands: BRANDS.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const counts = writeImages();
  console.log(
    `${counts.products} images produits et ${counts.brands} logos écrits dans public/images/`,
  );
}
