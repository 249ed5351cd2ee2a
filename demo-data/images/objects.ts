import { points, shade, type Random } from './svg';

/** A haul truck facing right, its rear wheel at (x, y). */
export function haulTruck(x: number, y: number, size: number, color: string): string {
  const s = size / 100;
  const body = points([
    [x - 10 * s, y - 40 * s],
    [x + 70 * s, y - 40 * s],
    [x + 78 * s, y - 62 * s],
    [x - 18 * s, y - 70 * s],
  ]);

  return `<g>
<polygon points="${body}" fill="${color}"/>
<rect x="${x + 60 * s}" y="${y - 58 * s}" width="${30 * s}" height="${26 * s}" fill="${shade(color, -0.25)}"/>
<rect x="${x + 66 * s}" y="${y - 54 * s}" width="${14 * s}" height="${10 * s}" fill="#bfdbfe"/>
<rect x="${x - 12 * s}" y="${y - 36 * s}" width="${104 * s}" height="${12 * s}" fill="${shade(color, -0.45)}"/>
<circle cx="${x}" cy="${y - 12 * s}" r="${16 * s}" fill="#1f2937"/><circle cx="${x}" cy="${y - 12 * s}" r="${7 * s}" fill="#9ca3af"/>
<circle cx="${x + 74 * s}" cy="${y - 12 * s}" r="${16 * s}" fill="#1f2937"/><circle cx="${x + 74 * s}" cy="${y - 12 * s}" r="${7 * s}" fill="#9ca3af"/>
</g>`;
}

export function excavator(x: number, y: number, size: number, color: string): string {
  const s = size / 100;
  const boom = points([
    [x + 40 * s, y - 60 * s],
    [x + 110 * s, y - 120 * s],
    [x + 120 * s, y - 110 * s],
    [x + 52 * s, y - 50 * s],
  ]);
  const stick = points([
    [x + 108 * s, y - 122 * s],
    [x + 150 * s, y - 50 * s],
    [x + 140 * s, y - 44 * s],
    [x + 100 * s, y - 112 * s],
  ]);
  const bucket = points([
    [x + 132 * s, y - 52 * s],
    [x + 165 * s, y - 40 * s],
    [x + 160 * s, y - 14 * s],
    [x + 130 * s, y - 22 * s],
  ]);

  return `<g>
<rect x="${x - 40 * s}" y="${y - 26 * s}" width="${110 * s}" height="${26 * s}" rx="${12 * s}" fill="#27272a"/>
<rect x="${x - 32 * s}" y="${y - 70 * s}" width="${90 * s}" height="${44 * s}" fill="${color}"/>
<rect x="${x - 20 * s}" y="${y - 100 * s}" width="${38 * s}" height="${32 * s}" fill="${shade(color, -0.2)}"/>
<rect x="${x - 14 * s}" y="${y - 94 * s}" width="${24 * s}" height="${16 * s}" fill="#bfdbfe"/>
<polygon points="${boom}" fill="${shade(color, -0.1)}"/><polygon points="${stick}" fill="${shade(color, -0.3)}"/>
<polygon points="${bucket}" fill="#3f3f46"/>
</g>`;
}

export function ger(x: number, y: number, size: number): string {
  const s = size / 100;

  return `<g>
<path d="M ${x - 50 * s} ${y} L ${x - 50 * s} ${y - 30 * s} Q ${x} ${y - 75 * s} ${x + 50 * s} ${y - 30 * s} L ${x + 50 * s} ${y} Z" fill="#f8fafc"/>
<path d="M ${x - 50 * s} ${y - 30 * s} Q ${x} ${y - 75 * s} ${x + 50 * s} ${y - 30 * s}" fill="none" stroke="#94a3b8" stroke-width="${3 * s}"/>
<rect x="${x - 9 * s}" y="${y - 26 * s}" width="${18 * s}" height="${26 * s}" fill="#ea580c"/>
<rect x="${x - 50 * s}" y="${y - 22 * s}" width="${100 * s}" height="${3 * s}" fill="#1d4ed8"/>
</g>`;
}

export function powerTower(x: number, y: number, height: number): string {
  return `<g stroke="#334155" stroke-width="2" fill="none">
<path d="M ${x - height * 0.12} ${y} L ${x} ${y - height} L ${x + height * 0.12} ${y}"/>
<path d="M ${x - height * 0.2} ${y - height * 0.8} L ${x + height * 0.2} ${y - height * 0.8} M ${x - height * 0.14} ${y - height * 0.62} L ${x + height * 0.14} ${y - height * 0.62}"/>
</g>`;
}

export function windTurbine(x: number, y: number, height: number, angle: number): string {
  const blade = `<path d="M 0 0 L ${height * 0.04} ${-height * 0.42} L ${-height * 0.02} ${-height * 0.42} Z" fill="#f1f5f9"/>`;

  return `<g>
<rect x="${x - height * 0.015}" y="${y - height}" width="${height * 0.03}" height="${height}" fill="#e2e8f0"/>
<g transform="translate(${x} ${y - height}) rotate(${angle})">${blade}<g transform="rotate(120)">${blade}</g><g transform="rotate(240)">${blade}</g></g>
<circle cx="${x}" cy="${y - height}" r="${height * 0.03}" fill="#cbd5e1"/>
</g>`;
}

export function solarPanel(x: number, y: number, width: number): string {
  const height = width * 0.45;
  const shape = points([
    [x, y],
    [x + width, y],
    [x + width * 0.85, y - height],
    [x - width * 0.15, y - height],
  ]);
  let grid = '';
  for (let line = 1; line < 4; line++) {
    const t = line / 4;
    grid += `<line x1="${x + width * t - width * 0.15 * 0}" y1="${y}" x2="${x + width * t - width * 0.15}" y2="${y - height}"/>`;
  }

  return `<g><polygon points="${shape}" fill="#1e3a8a"/><g stroke="#60a5fa" stroke-width="1.2">${grid}
<line x1="${x - width * 0.075}" y1="${y - height / 2}" x2="${x + width * 0.925}" y2="${y - height / 2}"/></g>
<rect x="${x + width * 0.4}" y="${y}" width="${width * 0.05}" height="${height * 0.5}" fill="#475569"/></g>`;
}

/** Industrial buildings, a silo, a chimney with smoke and a conveyor, standing on `ground`. */
export function plant(random: Random, options: { width: number; ground: number; color: string }): string {
  const { width, ground, color } = options;
  let shapes = '';
  let x = width * 0.08;
  while (x < width * 0.85) {
    const buildingWidth = width * (0.06 + random.next() * 0.08);
    const buildingHeight = ground * (0.15 + random.next() * 0.3);
    shapes += `<rect x="${x}" y="${ground - buildingHeight}" width="${buildingWidth}" height="${buildingHeight}" fill="${shade(color, -0.15 * random.next())}"/>`;
    for (let row = 0; row < 3; row++) {
      shapes += `<rect x="${x + buildingWidth * 0.2}" y="${ground - buildingHeight + 10 + row * 18}" width="${buildingWidth * 0.6}" height="6" fill="#fde68a" opacity="0.7"/>`;
    }
    x += buildingWidth + width * 0.02;
  }
  const chimneyX = width * (0.3 + random.next() * 0.4);
  const chimneyHeight = ground * 0.62;
  shapes += `<rect x="${chimneyX}" y="${ground - chimneyHeight}" width="${width * 0.025}" height="${chimneyHeight}" fill="#9ca3af"/>`;
  shapes += `<rect x="${chimneyX}" y="${ground - chimneyHeight + 14}" width="${width * 0.025}" height="8" fill="#dc2626"/>`;
  for (let puff = 0; puff < 5; puff++) {
    shapes += `<circle cx="${chimneyX + puff * 18 + 8}" cy="${ground - chimneyHeight - 14 - puff * 12}" r="${10 + puff * 5}" fill="#e5e7eb" opacity="${0.7 - puff * 0.12}"/>`;
  }
  const siloX = width * 0.78;
  shapes += `<rect x="${siloX}" y="${ground - ground * 0.35}" width="${width * 0.07}" height="${ground * 0.35}" fill="#d6d3d1"/>`;
  shapes += `<ellipse cx="${siloX + width * 0.035}" cy="${ground - ground * 0.35}" rx="${width * 0.035}" ry="8" fill="#a8a29e"/>`;
  shapes += `<line x1="${width * 0.95}" y1="${ground + 40}" x2="${siloX + width * 0.05}" y2="${ground - ground * 0.3}" stroke="#44403c" stroke-width="9"/>`;

  return `<g>${shapes}</g>`;
}
