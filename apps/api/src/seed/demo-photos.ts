import sharp from 'sharp';
import type { RenovationType } from '@reformas/shared-types';

// Demo photos drawn by the project itself: simple scenes as SVG, rendered by sharp when the demo data
// is created. Nothing is downloaded; each is a different picture through its palette.

export type DemoScene = 'bathroom' | 'kitchen' | 'wall' | 'floor' | 'solar' | 'clean';

const W = 960;
const H = 720;
const PALETTES = [
  ['#e0f2fe', '#0ea5e9', '#f8fafc', '#78716c'],
  ['#fef3c7', '#d97706', '#fffbeb', '#57534e'],
  ['#dcfce7', '#16a34a', '#f0fdf4', '#44403c'],
  ['#fce7f3', '#db2777', '#fdf2f8', '#52525b'],
  ['#ede9fe', '#7c3aed', '#f5f3ff', '#3f3f46'],
] as const;

/** The scene that fits a request of this type. */
export const SCENE_OF: Record<RenovationType, DemoScene> = {
  integral: 'floor',
  bathroom: 'bathroom',
  kitchen: 'kitchen',
  painting: 'wall',
  electricity: 'wall',
  plumbing: 'bathroom',
  air_conditioning: 'wall',
  aerothermal: 'wall',
  solar_panels: 'solar',
  other: 'floor',
};

const grid = (cols: number, rows: number, draw: (x: number, y: number, i: number) => string) =>
  Array.from({ length: cols * rows }, (_, i) => draw(i % cols, Math.floor(i / cols), i)).join('');

function body(scene: DemoScene, [light, accent, pale, dark]: readonly string[]): string {
  switch (scene) {
    case 'bathroom':
      // Tiled wall, shower tray with a glass screen, a basin and a round mirror.
      return `<rect width="${W}" height="${H}" fill="${pale}"/>
        ${grid(12, 8, (x, y, i) => `<rect x="${x * 80 + 2}" y="${y * 60 + 2}" width="76" height="56" fill="${i % 7 === 0 ? accent : light}"/>`)}
        <rect y="480" width="${W}" height="240" fill="${dark}"/>
        <rect x="80" y="430" width="360" height="60" rx="8" fill="#fff"/>
        <rect x="90" y="120" width="12" height="320" fill="#cbd5e1"/><rect x="102" y="120" width="330" height="310" fill="#bae6fd" opacity="0.45"/>
        <circle cx="700" cy="200" r="90" fill="#e2e8f0" stroke="${dark}" stroke-width="8"/>
        <rect x="600" y="360" width="200" height="40" rx="20" fill="#fff" stroke="${dark}" stroke-width="4"/><rect x="690" y="400" width="20" height="80" fill="#fff"/>`;
    case 'kitchen':
      // Wall cabinets, a counter with a hob and a sink, and a window.
      return `<rect width="${W}" height="${H}" fill="${pale}"/>
        <rect x="620" y="60" width="260" height="200" fill="#bfdbfe" stroke="${dark}" stroke-width="10"/><line x1="750" y1="60" x2="750" y2="260" stroke="${dark}" stroke-width="8"/>
        ${grid(3, 1, (x) => `<rect x="${60 + x * 170}" y="60" width="160" height="200" fill="${accent}"/><rect x="${130 + x * 170}" y="230" width="20" height="8" fill="#fff"/>`)}
        <rect y="420" width="${W}" height="40" fill="${dark}"/>
        ${grid(5, 1, (x) => `<rect x="${20 + x * 190}" y="460" width="180" height="240" fill="${accent}"/><rect x="${90 + x * 190}" y="480" width="40" height="8" fill="#fff"/>`)}
        <circle cx="200" cy="440" r="26" fill="#111827"/><circle cx="280" cy="440" r="26" fill="#111827"/>
        <rect x="560" y="424" width="160" height="30" rx="6" fill="#cbd5e1"/>`;
    case 'wall':
      // Half a wall painted, a roller on its pole and a paint tray on a protected floor.
      return `<rect width="${W}" height="${H}" fill="#f5f5f4"/>
        <rect width="${W * 0.55}" height="560" fill="${accent}"/>
        <rect x="${W * 0.55 - 6}" width="12" height="560" fill="${accent}" opacity="0.6"/>
        <rect y="560" width="${W}" height="160" fill="#d6d3d1"/>
        <rect x="600" y="180" width="160" height="46" rx="20" fill="${accent}" stroke="${dark}" stroke-width="6"/>
        <line x1="680" y1="226" x2="640" y2="600" stroke="${dark}" stroke-width="12"/>
        <polygon points="180,600 420,600 380,680 220,680" fill="${light}" stroke="${dark}" stroke-width="6"/>`;
    case 'floor':
      // Oak planks laid in rows, staggered, under a skirting board.
      return `<rect width="${W}" height="${H}" fill="${pale}"/>
        <rect width="${W}" height="140" fill="${light}"/><rect y="130" width="${W}" height="16" fill="#fff"/>
        ${grid(6, 10, (x, y, i) => `<rect x="${x * 180 - (y % 2) * 90}" y="${146 + y * 58}" width="178" height="56" fill="${['#d6a76b', '#c8955a', '#e0b47c', '#b9834b'][i % 4]}"/>`)}
        <rect x="700" y="40" width="120" height="90" fill="${accent}" stroke="${dark}" stroke-width="6"/>`;
    case 'solar':
      // A tiled roof with two rows of panels under a clear sky.
      return `<rect width="${W}" height="${H}" fill="#bae6fd"/><circle cx="820" cy="110" r="60" fill="#fde047"/>
        <polygon points="0,300 ${W},220 ${W},${H} 0,${H}" fill="#b45309"/>
        ${grid(5, 2, (x, y) => `<g transform="translate(${90 + x * 160} ${320 + y * 150}) skewY(-5)"><rect width="150" height="130" fill="#1e3a8a" stroke="#e5e7eb" stroke-width="6"/><line x1="75" y1="0" x2="75" y2="130" stroke="#93c5fd" stroke-width="3"/><line x1="0" y1="65" x2="150" y2="65" stroke="#93c5fd" stroke-width="3"/></g>`)}`;
    case 'clean':
      // A gleaming room: a window, a bucket and a mop, and sparkles.
      return `<rect width="${W}" height="${H}" fill="${light}"/>
        <rect x="120" y="80" width="300" height="240" fill="#e0f2fe" stroke="#fff" stroke-width="14"/>
        <rect y="520" width="${W}" height="200" fill="${pale}"/>
        <polygon points="560,460 700,460 680,620 580,620" fill="${accent}"/>
        <line x1="780" y1="160" x2="740" y2="600" stroke="${dark}" stroke-width="12"/><ellipse cx="740" cy="610" rx="70" ry="20" fill="#f1f5f9"/>
        ${[
          [250, 450],
          [470, 380],
          [860, 420],
          [330, 620],
        ]
          .map(
            ([x, y]) =>
              `<path d="M${x} ${y - 30} L${x + 8} ${y - 8} L${x + 30} ${y} L${x + 8} ${y + 8} L${x} ${y + 30} L${x - 8} ${y + 8} L${x - 30} ${y} L${x - 8} ${y - 8} Z" fill="#fff"/>`,
          )
          .join('')}`;
  }
}

/** One scene as PNG bytes, in palette `variant`: what an upload from a phone would be, only drawn. */
export function drawDemoPhoto(scene: DemoScene, variant: number): Promise<Buffer> {
  const palette = PALETTES[variant % PALETTES.length] ?? PALETTES[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body(scene, palette)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
