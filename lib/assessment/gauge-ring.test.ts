import { describe, expect, it } from 'vitest';

import { GAUGE_RING, gaugeArcPath, gaugeArcStart } from './gauge-ring';

const centre = GAUGE_RING.size / 2;

describe('gauge ring', () => {
  it("starts the filled arc at twelve o'clock", () => {
    expect(gaugeArcStart()).toEqual({ x: centre, y: centre - GAUGE_RING.radius });
    expect(gaugeArcPath(40)).toMatch(new RegExp(`^M ${centre} ${centre - GAUGE_RING.radius} `));
  });

  it("runs clockwise: a quarter ends at three o'clock, three quarters at nine", () => {
    expect(gaugeArcPath(25)).toBe(`M 60 8 A 52 52 0 0 1 112 60`);
    expect(gaugeArcPath(75)).toBe(`M 60 8 A 52 52 0 1 1 8 60`);
  });

  it('draws nothing for 0 and a closed ring for 100 and above', () => {
    expect(gaugeArcPath(0)).toBe('');
    expect(gaugeArcPath(-5)).toBe('');
    expect(gaugeArcPath(100)).toBe('M 60 8 A 52 52 0 1 1 60 112 A 52 52 0 1 1 60 8');
    expect(gaugeArcPath(140)).toBe(gaugeArcPath(100));
  });
});
