import { createRandom } from '../clock';

import { excavator, ger, haulTruck, plant, powerTower, solarPanel, windTurbine } from './objects';
import {
  paletteFor,
  type Palette,
  points,
  type Random,
  ridge,
  shade,
  speckles,
  svgDocument,
  verticalGradient,
} from './svg';

export type SceneKind =
  'pit' | 'truck' | 'plant' | 'steppe' | 'conference' | 'press' | 'solar' | 'rail' | 'excavator' | 'chart';

type Frame = { width: number; height: number; horizon: number; scale: number; palette: Palette; random: Random };

function outdoor(frame: Frame): string {
  const { width, height, horizon, palette, random } = frame;
  const sunX = width * (0.15 + random.next() * 0.7);

  return `<defs>${verticalGradient('sky', palette.skyTop, palette.skyBottom)}${verticalGradient('land', palette.land, palette.landDark)}</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${height * (0.14 + random.next() * 0.16)}" r="${height * (0.05 + random.next() * 0.05)}" fill="${palette.accent}" opacity="0.85"/>
<polygon points="${ridge(random, { width, base: horizon + 4, top: height * 0.22, steps: 9 })}" fill="${shade(palette.skyBottom, -0.4)}" opacity="0.75"/>
<polygon points="${ridge(random, { width, base: horizon + 4, top: height * 0.4, steps: 6 })}" fill="${shade(palette.land, -0.2)}"/>
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#land)"/>
${speckles(random, { count: 160, x: 0, y: horizon, width, height: height - horizon, color: palette.shadow })}`;
}

function openPit({ width, height, horizon, palette, random, scale }: Frame): string {
  const centreX = width * (0.42 + random.next() * 0.16);
  const centreY = horizon + (height - horizon) * 0.55;
  let terraces = '';
  for (let level = 0; level < 6; level++) {
    const factor = 1 - level * 0.15;
    terraces += `<ellipse cx="${centreX}" cy="${centreY + level * 6 * scale}" rx="${width * 0.44 * factor}" ry="${(height - horizon) * 0.42 * factor}" fill="${shade(palette.land, -0.09 * level)}" stroke="${shade(palette.land, 0.2)}" stroke-width="${1.5 * scale}"/>`;
  }
  terraces += `<ellipse cx="${centreX}" cy="${centreY + 40 * scale}" rx="${width * 0.06}" ry="${12 * scale}" fill="#0e7490" opacity="0.8"/>`;

  return terraces + haulTruck(centreX - width * 0.25, centreY - 4 * scale, 34 * scale, palette.accent);
}

function conference({ width, height, palette, random }: Frame): string {
  let bars = '';
  const screen = { x: width * 0.25, y: height * 0.1, w: width * 0.5, h: height * 0.42 };
  for (let bar = 0; bar < 6; bar++) {
    const barHeight = screen.h * (0.2 + random.next() * 0.65);
    bars += `<rect x="${screen.x + screen.w * (0.1 + bar * 0.14)}" y="${screen.y + screen.h * 0.92 - barHeight}" width="${screen.w * 0.09}" height="${barHeight}" fill="${bar % 2 ? palette.accent : shade(palette.skyTop, 0.3)}"/>`;
  }
  let audience = '';
  for (let row = 0; row < 3; row++) {
    const y = height * (0.74 + row * 0.1);
    for (let seat = 0; seat < 12; seat++) {
      const x = width * (0.04 + seat * 0.085) + (row % 2) * width * 0.04;
      const tone = shade(palette.shadow, 0.15 + random.next() * 0.25);
      audience += `<ellipse cx="${x}" cy="${y + 26}" rx="${width * 0.034}" ry="${height * 0.05}" fill="${tone}"/><circle cx="${x}" cy="${y}" r="${height * 0.032}" fill="${shade(tone, 0.2)}"/>`;
    }
  }

  return `<defs>${verticalGradient('wall', palette.skyTop, shade(palette.skyTop, -0.6))}</defs>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<rect y="${height * 0.6}" width="${width}" height="${height * 0.4}" fill="${shade(palette.skyTop, -0.7)}"/>
<rect x="${screen.x - 6}" y="${screen.y - 6}" width="${screen.w + 12}" height="${screen.h + 12}" fill="#0f172a"/>
<rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" fill="#f8fafc"/>${bars}
<polygon points="${points([
    [width * 0.8, height * 0.62],
    [width * 0.88, height * 0.62],
    [width * 0.86, height * 0.45],
    [width * 0.82, height * 0.45],
  ])}" fill="${palette.accent}"/>
<circle cx="${width * 0.84}" cy="${height * 0.4}" r="${height * 0.035}" fill="#fcd34d"/>${audience}`;
}

function press({ width, height, palette, random }: Frame): string {
  let sheets = '';
  for (let sheet = 0; sheet < 4; sheet++) {
    const x = width * (0.12 + sheet * 0.17);
    const y = height * (0.15 + random.next() * 0.1);
    let lines = '';
    for (let line = 0; line < 9; line++) {
      lines += `<rect x="${x + 18}" y="${y + 50 + line * 22}" width="${width * 0.17 * (0.5 + random.next() * 0.4)}" height="7" fill="#94a3b8"/>`;
    }
    sheets += `<g transform="rotate(${random.int(-8, 8)} ${x + width * 0.12} ${y + height * 0.3})"><rect x="${x}" y="${y}" width="${width * 0.24}" height="${height * 0.62}" fill="#ffffff" stroke="#cbd5e1"/><rect x="${x + 18}" y="${y + 18}" width="${width * 0.15}" height="16" fill="${palette.accent}"/>${lines}</g>`;
  }

  return `<defs>${verticalGradient('desk', shade(palette.land, 0.2), palette.landDark)}</defs>
<rect width="${width}" height="${height}" fill="url(#desk)"/>
${speckles(random, { count: 200, x: 0, y: 0, width, height, color: palette.shadow })}${sheets}
<rect x="${width * 0.82}" y="${height * 0.2}" width="${width * 0.05}" height="${height * 0.45}" rx="${width * 0.025}" fill="#27272a"/>
<rect x="${width * 0.84}" y="${height * 0.64}" width="${width * 0.01}" height="${height * 0.25}" fill="#52525b"/>
<ellipse cx="${width * 0.845}" cy="${height * 0.9}" rx="${width * 0.06}" ry="${height * 0.02}" fill="#3f3f46"/>`;
}

function railway({ width, height, horizon, palette, scale }: Frame): string {
  let sleepers = '';
  for (let sleeper = 0; sleeper < 14; sleeper++) {
    const t = sleeper / 13;
    const y = horizon + (height - horizon) * t * t;
    const halfWidth = width * (0.03 + 0.3 * t * t);
    sleepers += `<rect x="${width * 0.5 - halfWidth}" y="${y}" width="${halfWidth * 2}" height="${2 + 6 * t}" fill="#57534e"/>`;
  }
  let wagons = '';
  for (let wagon = 0; wagon < 4; wagon++) {
    const x = width * (0.02 + wagon * 0.12);
    const y = horizon - 6 * scale + wagon * 10 * scale;
    const size = 60 * scale * (1 + wagon * 0.2);
    wagons += `<rect x="${x}" y="${y - size * 0.5}" width="${size}" height="${size * 0.5}" fill="${shade(palette.accent, -0.35)}"/><path d="M ${x} ${y - size * 0.5} Q ${x + size / 2} ${y - size * 0.85} ${x + size} ${y - size * 0.5} Z" fill="#18181b"/>`;
  }

  return `${sleepers}<line x1="${width * 0.49}" y1="${horizon}" x2="${width * 0.2}" y2="${height}" stroke="#a8a29e" stroke-width="4"/>
<line x1="${width * 0.51}" y1="${horizon}" x2="${width * 0.8}" y2="${height}" stroke="#a8a29e" stroke-width="4"/>${wagons}`;
}

function chart({ width, height, palette, random }: Frame): string {
  let grid = '';
  for (let line = 1; line < 6; line++) {
    grid += `<line x1="0" y1="${(height * line) / 6}" x2="${width}" y2="${(height * line) / 6}" stroke="#ffffff" stroke-opacity="0.15"/>`;
  }
  let bars = '';
  const trend: Array<[number, number]> = [];
  let level = 0.3 + random.next() * 0.2;
  for (let bar = 0; bar < 10; bar++) {
    level = Math.min(0.85, Math.max(0.15, level + (random.next() - 0.4) * 0.18));
    const x = width * (0.06 + bar * 0.092);
    bars += `<rect x="${x}" y="${height * (1 - level)}" width="${width * 0.06}" height="${height * level}" fill="${palette.accent}" opacity="0.85"/>`;
    trend.push([x + width * 0.03, height * (0.92 - level)]);
  }
  const dots = trend.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#ffffff"/>`).join('');

  return `<defs>${verticalGradient('board', palette.skyTop, palette.shadow)}</defs>
<rect width="${width}" height="${height}" fill="url(#board)"/>${grid}${bars}
<polyline points="${points(trend)}" fill="none" stroke="#ffffff" stroke-width="4"/>${dots}`;
}

function foreground(kind: SceneKind, frame: Frame): string {
  const { width, height, horizon, palette, random, scale } = frame;
  switch (kind) {
    case 'pit':
      return openPit(frame);
    case 'truck':
      return haulTruck(width * (0.2 + random.next() * 0.3), height * 0.9, 150 * scale, palette.accent);
    case 'excavator':
      return `<polygon points="${points([
        [width * 0.6, height * 0.95],
        [width * 0.78, height * 0.62],
        [width * 0.98, height * 0.95],
      ])}" fill="${shade(palette.land, -0.35)}"/>${excavator(width * 0.3, height * 0.93, 130 * scale, palette.accent)}`;
    case 'plant':
      return plant(random, { width, ground: horizon + 10, color: shade(palette.skyBottom, -0.3) });
    case 'steppe':
      return `${powerTower(width * 0.72, horizon + 8, height * 0.4)}${powerTower(width * 0.9, horizon + 12, height * 0.5)}
<path d="M ${width * 0.6} ${horizon - height * 0.3} Q ${width * 0.81} ${horizon - height * 0.2} ${width} ${horizon - height * 0.34}" fill="none" stroke="#334155"/>${ger(width * 0.3, height * 0.86, 120 * scale)}${ger(width * 0.48, height * 0.8, 80 * scale)}`;
    case 'solar': {
      let panels = '';
      for (let row = 0; row < 2; row++) {
        for (let column = 0; column < 5; column++) {
          panels += solarPanel(width * (0.08 + column * 0.17 + row * 0.05), height * (0.8 + row * 0.13), width * 0.13);
        }
      }

      return `${windTurbine(width * 0.7, horizon, height * 0.45, random.int(0, 120))}${windTurbine(width * 0.86, horizon + 5, height * 0.55, random.int(0, 120))}${panels}`;
    }
    case 'rail':
      return railway(frame);
    default:
      return '';
  }
}

/**
 * A generated picture of a mining theme (no text, no downloads). The same seed always gives the same
 * picture, and different seeds give different layouts and colours.
 */
export function scene(kind: SceneKind, options: { width: number; height: number; seed: number }): string {
  const { width, height, seed } = options;
  const random = createRandom(seed);
  const frame: Frame = {
    width,
    height,
    horizon: height * 0.64,
    scale: Math.min(width / 730, height / 455),
    palette: paletteFor(seed),
    random,
  };
  if (kind === 'conference') return svgDocument(width, height, conference(frame));
  if (kind === 'press') return svgDocument(width, height, press(frame));
  if (kind === 'chart') return svgDocument(width, height, chart(frame));

  return svgDocument(width, height, outdoor(frame) + foreground(kind, frame));
}
