import { createRandom } from '../clock';

export type Random = ReturnType<typeof createRandom>;

/** A colour palette of one picture: sky top and bottom, land, accent, shadow. */
export type Palette = {
  skyTop: string;
  skyBottom: string;
  land: string;
  landDark: string;
  accent: string;
  shadow: string;
};

const DAWN: Palette = {
  skyTop: '#1e3a8a',
  skyBottom: '#f59e0b',
  land: '#a16207',
  landDark: '#713f12',
  accent: '#facc15',
  shadow: '#1c1917',
};

const PALETTES: readonly Palette[] = [
  DAWN,
  {
    skyTop: '#0ea5e9',
    skyBottom: '#e0f2fe',
    land: '#65a30d',
    landDark: '#3f6212',
    accent: '#f97316',
    shadow: '#1e293b',
  },
  {
    skyTop: '#312e81',
    skyBottom: '#f472b6',
    land: '#78350f',
    landDark: '#451a03',
    accent: '#fde047',
    shadow: '#0f172a',
  },
  {
    skyTop: '#0369a1',
    skyBottom: '#bae6fd',
    land: '#b45309',
    landDark: '#7c2d12',
    accent: '#eab308',
    shadow: '#292524',
  },
  {
    skyTop: '#064e3b',
    skyBottom: '#a7f3d0',
    land: '#4d7c0f',
    landDark: '#365314',
    accent: '#fbbf24',
    shadow: '#052e16',
  },
  {
    skyTop: '#7c2d12',
    skyBottom: '#fed7aa',
    land: '#92400e',
    landDark: '#57230a',
    accent: '#fb923c',
    shadow: '#1c1917',
  },
  {
    skyTop: '#1e293b',
    skyBottom: '#64748b',
    land: '#57534e',
    landDark: '#292524',
    accent: '#38bdf8',
    shadow: '#020617',
  },
  {
    skyTop: '#2563eb',
    skyBottom: '#fef3c7',
    land: '#ca8a04',
    landDark: '#854d0e',
    accent: '#dc2626',
    shadow: '#1f2937',
  },
  {
    skyTop: '#4c1d95',
    skyBottom: '#c4b5fd',
    land: '#6b7280',
    landDark: '#374151',
    accent: '#f59e0b',
    shadow: '#111827',
  },
  {
    skyTop: '#155e75',
    skyBottom: '#cffafe',
    land: '#a3a3a3',
    landDark: '#525252',
    accent: '#16a34a',
    shadow: '#171717',
  },
];

export function paletteFor(seed: number): Palette {
  return PALETTES[seed % PALETTES.length] ?? DAWN;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function points(coordinates: ReadonlyArray<readonly [number, number]>): string {
  return coordinates.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
}

/** A jagged ridge from the left to the right edge, closed down to `base`. */
export function ridge(random: Random, options: { width: number; base: number; top: number; steps: number }): string {
  const { width, base, top, steps } = options;
  const coordinates: Array<[number, number]> = [[0, base]];
  for (let step = 0; step <= steps; step++) {
    coordinates.push([(width * step) / steps, top + random.next() * (base - top) * 0.8]);
  }
  coordinates.push([width, base]);

  return points(coordinates);
}

/** Small scattered stones or stars: texture that keeps gradients from looking flat. */
export function speckles(
  random: Random,
  options: { count: number; x: number; y: number; width: number; height: number; color: string },
): string {
  const { count, x, y, width, height, color } = options;
  let shapes = '';
  for (let index = 0; index < count; index++) {
    const radius = (0.6 + random.next() * 2.2).toFixed(1);
    shapes += `<circle cx="${(x + random.next() * width).toFixed(1)}" cy="${(y + random.next() * height).toFixed(1)}" r="${radius}"/>`;
  }

  return `<g fill="${color}" opacity="0.35">${shapes}</g>`;
}

export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): number => {
    const component = (value >> shift) & 0xff;
    const target = amount < 0 ? 0 : 255;

    return Math.round(component + (target - component) * Math.abs(amount));
  };

  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}
