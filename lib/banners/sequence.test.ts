import { describe, expect, it } from 'vitest';

import { moveBanner, renumberBanners, toSequencePayload } from './sequence';

const stored = [
  { id: 7, image: '/files/c.jpg', sequence: 9 },
  { id: 3, image: '/files/a.jpg', sequence: 2 },
  { id: 5, image: '/files/b.jpg', sequence: 2 },
];

const order = (rows: { id: number }[]) => rows.map((row) => row.id);
const sequences = (rows: { sequence: number }[]) => rows.map((row) => row.sequence);

describe('renumberBanners', () => {
  it('orders by stored sequence (ties by id) and numbers 1..n, old and new alike, whatever gaps or ties are stored', () => {
    const rows = renumberBanners(stored);

    expect(order(rows)).toEqual([3, 5, 7]);
    expect(sequences(rows)).toEqual([1, 2, 3]);
    expect(rows.map((row) => row.oldSequence)).toEqual([1, 2, 3]);
  });
});

describe('moveBanner by one place (up and down buttons)', () => {
  const rows = renumberBanners(stored);

  it('swaps a row with its neighbour and exchanges their sequences', () => {
    const up = moveBanner(rows, 2, 1);
    expect(order(up)).toEqual([3, 7, 5]);
    expect(sequences(up)).toEqual([1, 2, 3]);
    expect(up[1]).toMatchObject({ id: 7, oldSequence: 3, sequence: 2 });

    const down = moveBanner(rows, 0, 1);
    expect(order(down)).toEqual([5, 3, 7]);
    expect(down[1]).toMatchObject({ id: 3, sequence: 2 });
  });

  it('leaves the list as it is at the edges: the first row cannot go up, the last cannot go down', () => {
    expect(moveBanner(rows, 0, -1)).toEqual(rows);
    expect(moveBanner(rows, rows.length - 1, rows.length)).toEqual(rows);
  });

  it('does not change the list it is given', () => {
    const before = structuredClone(rows);
    moveBanner(rows, 1, 0);
    moveBanner(rows, 1, 2);
    expect(rows).toEqual(before);
  });
});

describe('moveBanner (drag and drop)', () => {
  const rows = renumberBanners([...stored, { id: 9, image: '/files/d.jpg', sequence: 10 }]);

  it('moves a row down past others and renumbers by place', () => {
    const moved = moveBanner(rows, 0, 2);
    expect(order(moved)).toEqual([5, 7, 3, 9]);
    expect(sequences(moved)).toEqual([1, 2, 3, 4]);
  });

  it('moves a row up to the top', () => {
    expect(order(moveBanner(rows, 3, 0))).toEqual([9, 3, 5, 7]);
  });

  it('ignores a drop on itself or outside the list', () => {
    expect(moveBanner(rows, 1, 1)).toEqual(rows);
    expect(moveBanner(rows, -1, 2)).toEqual(rows);
    expect(moveBanner(rows, 1, 4)).toEqual(rows);
  });

  it('gives the save-order payload as {id, sequence}', () => {
    expect(toSequencePayload(moveBanner(rows, 0, 1))).toEqual([
      { id: 5, sequence: 1 },
      { id: 3, sequence: 2 },
      { id: 7, sequence: 3 },
      { id: 9, sequence: 4 },
    ]);
  });
});
