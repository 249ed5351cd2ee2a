import { createRandom } from '../clock';

import { paletteFor, points, shade, speckles, svgDocument, verticalGradient } from './svg';

/** A neutral head-and-shoulders placeholder for a person's photo. */
export function portrait(seed: number, options: { isWoman: boolean }): string {
  const palette = paletteFor(seed);
  const size = 400;
  const skin = ['#f2d3b1', '#e0b48f', '#c98e63', '#a8714a'][seed % 4] ?? '#e0b48f';
  const suit = ['#1f2937', '#334155', '#1e3a8a', '#3f3f46', '#064e3b'][seed % 5] ?? '#1f2937';
  const hair = options.isWoman
    ? `<path d="M 130 175 Q 120 70 200 68 Q 280 70 270 175 L 285 260 Q 250 230 250 190 L 150 190 Q 150 230 115 260 Z" fill="#1c1917"/>`
    : `<path d="M 140 150 Q 140 78 200 76 Q 262 78 260 150 Q 248 110 200 112 Q 152 110 140 150 Z" fill="#1c1917"/>`;

  return svgDocument(
    size,
    size,
    `<defs>${verticalGradient('bg', shade(palette.skyBottom, 0.5), shade(palette.skyTop, 0.3))}</defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<path d="M 60 400 Q 70 280 200 270 Q 330 280 340 400 Z" fill="${suit}"/>
<polygon points="${points([
      [180, 272],
      [220, 272],
      [200, 330],
    ])}" fill="#f8fafc"/>
<rect x="176" y="220" width="48" height="58" fill="${shade(skin, -0.1)}"/>
<ellipse cx="200" cy="170" rx="62" ry="78" fill="${skin}"/>${hair}`,
  );
}

const MARKS = ['mountain', 'hexagon', 'ring', 'diamond', 'bars', 'sun'] as const;

/** A text-free company mark on white: a geometric sign in the brand colours. */
export function companyLogo(seed: number): string {
  const random = createRandom(seed * 97 + 13);
  const palette = paletteFor(seed);
  const primary = shade(palette.skyTop, -0.1);
  const secondary = palette.accent;
  const mark = MARKS[seed % MARKS.length] ?? 'mountain';
  const shapes: Record<(typeof MARKS)[number], string> = {
    mountain: `<polygon points="${points([
      [60, 150],
      [130, 40],
      [165, 95],
      [190, 70],
      [260, 150],
    ])}" fill="${primary}"/><polygon points="${points([
      [130, 40],
      [148, 68],
      [112, 68],
    ])}" fill="#ffffff"/><rect x="60" y="154" width="200" height="10" fill="${secondary}"/>`,
    hexagon: `<polygon points="${points([
      [160, 30],
      [225, 65],
      [225, 135],
      [160, 170],
      [95, 135],
      [95, 65],
    ])}" fill="${primary}"/><polygon points="${points([
      [160, 62],
      [197, 83],
      [197, 117],
      [160, 138],
      [123, 117],
      [123, 83],
    ])}" fill="${secondary}"/>`,
    ring: `<circle cx="160" cy="100" r="70" fill="none" stroke="${primary}" stroke-width="22"/><rect x="110" y="90" width="100" height="20" fill="${secondary}" transform="rotate(-35 160 100)"/>`,
    diamond: `<polygon points="${points([
      [160, 25],
      [235, 100],
      [160, 175],
      [85, 100],
    ])}" fill="${primary}"/><polygon points="${points([
      [160, 60],
      [200, 100],
      [160, 140],
      [120, 100],
    ])}" fill="#ffffff"/><circle cx="160" cy="100" r="16" fill="${secondary}"/>`,
    bars: [0, 1, 2, 3]
      .map(
        (bar) =>
          `<rect x="${88 + bar * 40}" y="${150 - (40 + bar * 28)}" width="28" height="${40 + bar * 28}" fill="${bar === 3 ? secondary : primary}"/>`,
      )
      .join(''),
    sun: `<circle cx="160" cy="110" r="44" fill="${secondary}"/>${Array.from({ length: 8 }, (_, ray) => `<rect x="156" y="26" width="8" height="30" fill="${primary}" transform="rotate(${ray * 45} 160 110)"/>`).join('')}<rect x="70" y="150" width="180" height="14" fill="${primary}"/>`,
  };

  return svgDocument(
    320,
    200,
    `<rect width="320" height="200" fill="#ffffff"/><g transform="rotate(${random.int(-6, 6)} 160 100)">${shapes[mark]}</g>`,
  );
}

/** A cluster of crystals of one mineral's colour on a dark stone background. */
export function mineral(seed: number, colour: string): string {
  const random = createRandom(seed * 31 + 7);
  let crystals = '';
  for (let crystal = 0; crystal < 9; crystal++) {
    const x = 150 + random.next() * 300;
    const height = 120 + random.next() * 220;
    const width = 40 + random.next() * 50;
    const tilt = random.int(-35, 35);
    const body = points([
      [x - width / 2, 470],
      [x - width / 2, 470 - height],
      [x, 470 - height - width * 0.8],
      [x + width / 2, 470 - height],
      [x + width / 2, 470],
    ]);
    const facet = points([
      [x, 470],
      [x, 470 - height - width * 0.8],
      [x + width / 2, 470 - height],
      [x + width / 2, 470],
    ]);
    crystals += `<g transform="rotate(${tilt} ${x} 470)"><polygon points="${body}" fill="${shade(colour, -0.1 * random.next())}"/><polygon points="${facet}" fill="${shade(colour, -0.35)}"/></g>`;
  }

  return svgDocument(
    600,
    600,
    `<defs>${verticalGradient('stone', '#292524', '#0c0a09')}</defs><rect width="600" height="600" fill="url(#stone)"/>
${speckles(random, { count: 220, x: 0, y: 0, width: 600, height: 600, color: '#a8a29e' })}
<ellipse cx="300" cy="480" rx="240" ry="60" fill="#44403c"/>${crystals}`,
  );
}

const POSTER_ICONS = ['tree', 'drop', 'sun', 'people', 'cycle', 'mountain'] as const;

/** A portrait poster with one big sustainability symbol, for the numbered sustainable-mining series. */
export function poster(seed: number): string {
  const palette = paletteFor(seed + 3);
  const icon = POSTER_ICONS[seed % POSTER_ICONS.length] ?? 'tree';
  const icons: Record<(typeof POSTER_ICONS)[number], string> = {
    tree: `<rect x="285" y="420" width="30" height="120" fill="#78350f"/><circle cx="300" cy="360" r="110" fill="#16a34a"/><circle cx="240" cy="410" r="70" fill="#15803d"/><circle cx="360" cy="410" r="70" fill="#22c55e"/>`,
    drop: `<path d="M 300 220 Q 420 400 400 460 Q 380 560 300 560 Q 220 560 200 460 Q 180 400 300 220 Z" fill="#0ea5e9"/><path d="M 250 450 Q 255 500 300 515" fill="none" stroke="#e0f2fe" stroke-width="14"/>`,
    sun: `<circle cx="300" cy="390" r="100" fill="#facc15"/>${Array.from({ length: 12 }, (_, ray) => `<rect x="294" y="220" width="12" height="50" fill="#f59e0b" transform="rotate(${ray * 30} 300 390)"/>`).join('')}`,
    people: [0, 1, 2]
      .map(
        (person) =>
          `<circle cx="${210 + person * 90}" cy="330" r="40" fill="#f8fafc"/><path d="M ${150 + person * 90} 540 Q ${160 + person * 90} 400 ${210 + person * 90} 395 Q ${260 + person * 90} 400 ${270 + person * 90} 540 Z" fill="#f8fafc"/>`,
      )
      .join(''),
    cycle: `<circle cx="300" cy="390" r="130" fill="none" stroke="#f8fafc" stroke-width="34" stroke-dasharray="220 52"/><polygon points="${points(
      [
        [410, 300],
        [460, 350],
        [400, 370],
      ],
    )}" fill="#f8fafc"/>`,
    mountain: `<polygon points="${points([
      [120, 540],
      [260, 280],
      [330, 380],
      [390, 320],
      [500, 540],
    ])}" fill="#f8fafc"/><polygon points="${points([
      [260, 280],
      [290, 335],
      [230, 335],
    ])}" fill="${palette.accent}"/>`,
  };

  return svgDocument(
    600,
    850,
    `<defs>${verticalGradient('bg', palette.skyTop, shade(palette.skyTop, -0.5))}</defs><rect width="600" height="850" fill="url(#bg)"/>
<circle cx="300" cy="390" r="230" fill="#ffffff" opacity="0.08"/>${icons[icon]}
<rect x="60" y="640" width="480" height="16" fill="${palette.accent}"/><rect x="60" y="680" width="360" height="10" fill="#ffffff" opacity="0.6"/>
<rect x="60" y="705" width="420" height="10" fill="#ffffff" opacity="0.6"/><rect x="60" y="730" width="300" height="10" fill="#ffffff" opacity="0.6"/>`,
  );
}

/** A report cover: header band, a chart and blocks standing in for text. */
export function reportCover(seed: number): string {
  const random = createRandom(seed * 53 + 5);
  const palette = paletteFor(seed);
  let bars = '';
  for (let bar = 0; bar < 7; bar++) {
    const height = 60 + random.next() * 180;
    bars += `<rect x="${80 + bar * 64}" y="${560 - height}" width="40" height="${height}" fill="${bar % 3 === 0 ? palette.accent : shade(palette.skyTop, 0.2)}"/>`;
  }

  return svgDocument(
    600,
    800,
    `<rect width="600" height="800" fill="#f8fafc"/><rect width="600" height="220" fill="${palette.skyTop}"/>
<polygon points="${points([
      [0, 220],
      [600, 140],
      [600, 220],
    ])}" fill="${palette.accent}"/>
<rect x="60" y="70" width="380" height="26" fill="#ffffff"/><rect x="60" y="112" width="260" height="16" fill="#ffffff" opacity="0.7"/>
<line x1="60" y1="560" x2="540" y2="560" stroke="#334155" stroke-width="3"/>${bars}
<rect x="60" y="620" width="480" height="12" fill="#cbd5e1"/><rect x="60" y="650" width="420" height="12" fill="#cbd5e1"/>
<rect x="60" y="680" width="450" height="12" fill="#cbd5e1"/><rect x="60" y="740" width="120" height="20" fill="${palette.skyTop}"/>`,
  );
}
