/** The result gauge's ring, in the 120 × 120 box of its SVG. */
export const GAUGE_RING = { size: 120, radius: 52, strokeWidth: 10 } as const;

/**
 * Where the filled arc starts: twelve o'clock, measured clockwise from three o'clock in SVG's y-down coordinates.
 * The angle lives in the drawing itself rather than in a CSS rotation of the SVG: the PNG export redraws the SVG
 * from its markup, where a CSS `rotate` does not travel, and so started the arc at three o'clock.
 */
export const GAUGE_START_DEGREES = -90;

type Point = { x: number; y: number };

function pointAt(degrees: number): Point {
  const centre = GAUGE_RING.size / 2;
  const radians = (degrees * Math.PI) / 180;
  const round = (value: number) => Math.round(value * 1000) / 1000;

  return {
    x: round(centre + GAUGE_RING.radius * Math.cos(radians)),
    y: round(centre + GAUGE_RING.radius * Math.sin(radians)),
  };
}

/** The ring's point where the filled arc begins (the same on screen and in the downloaded poster). */
export const gaugeArcStart = (): Point => pointAt(GAUGE_START_DEGREES);

/**
 * The SVG path of the filled part for a percentage (clamped to 0..100), drawn clockwise from the start angle;
 * empty for 0. A full ring is two half arcs, since one arc whose ends meet draws nothing.
 */
export function gaugeArcPath(percentage: number): string {
  const share = Math.min(100, Math.max(0, percentage)) / 100;
  if (share === 0) return '';
  const start = gaugeArcStart();
  const { radius } = GAUGE_RING;
  if (share === 1) {
    const opposite = pointAt(GAUGE_START_DEGREES + 180);

    return `M ${start.x} ${start.y} A ${radius} ${radius} 0 1 1 ${opposite.x} ${opposite.y} A ${radius} ${radius} 0 1 1 ${start.x} ${start.y}`;
  }
  const end = pointAt(GAUGE_START_DEGREES + share * 360);
  const isLargeArc = share > 0.5 ? 1 : 0;

  return `M ${start.x} ${start.y} A ${radius} ${radius} 0 ${isLargeArc} 1 ${end.x} ${end.y}`;
}
