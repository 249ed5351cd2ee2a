import 'server-only';

import { openImage } from '@/lib/images/open-image';

import { haulTruck } from '../images/objects';
import { scene, type SceneKind } from '../images/scenes';
import { svgDocument } from '../images/svg';

import { encodeClip, type YuvFrame } from './h264';
import { muxMp4 } from './mp4';

const WIDTH = 256;
const HEIGHT = 144;
const FPS = 8;
const FRAMES = 24;

/** BT.601 limited range, the default a decoder assumes when the stream carries no colour information. */
function toYuv(rgb: Buffer): YuvFrame {
  const y = new Uint8Array(WIDTH * HEIGHT);
  const u = new Uint8Array((WIDTH * HEIGHT) / 4);
  const v = new Uint8Array((WIDTH * HEIGHT) / 4);
  for (let row = 0; row < HEIGHT; row++) {
    for (let column = 0; column < WIDTH; column++) {
      const offset = (row * WIDTH + column) * 3;
      const [red = 0, green = 0, blue = 0] = rgb.subarray(offset, offset + 3);
      y[row * WIDTH + column] = Math.round(16 + 0.257 * red + 0.504 * green + 0.098 * blue);
    }
  }
  for (let row = 0; row < HEIGHT / 2; row++) {
    for (let column = 0; column < WIDTH / 2; column++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const offset = ((row * 2 + dy) * WIDTH + column * 2 + dx) * 3;
        red += rgb[offset] ?? 0;
        green += rgb[offset + 1] ?? 0;
        blue += rgb[offset + 2] ?? 0;
      }
      red /= 4;
      green /= 4;
      blue /= 4;
      u[row * (WIDTH / 2) + column] = Math.round(128 - 0.148 * red - 0.291 * green + 0.439 * blue);
      v[row * (WIDTH / 2) + column] = Math.round(128 + 0.439 * red - 0.368 * green - 0.071 * blue);
    }
  }

  return { y, u, v };
}

/**
 * A 3-second 256×144 clip: a still landscape with a haul truck driving across it. About 150 KB, valid
 * H.264 in MP4, playable by browsers (it exercises the video player and the Range requests of /files).
 */
export async function demoClip(kind: SceneKind, seed: number, truckColour: string): Promise<Buffer> {
  const background = await openImage(Buffer.from(scene(kind, { width: WIDTH, height: HEIGHT, seed })))
    .removeAlpha()
    .raw()
    .toBuffer();
  const frames: YuvFrame[] = [];
  for (let index = 0; index < FRAMES; index++) {
    const x = -40 + (index * (WIDTH + 20)) / FRAMES;
    const overlay = svgDocument(WIDTH, HEIGHT, haulTruck(x, HEIGHT * 0.95, 45, truckColour));
    const rgb = await openImage(background, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .composite([{ input: Buffer.from(overlay) }])
      .removeAlpha()
      .raw()
      .toBuffer();
    frames.push(toYuv(rgb));
  }

  return muxMp4(encodeClip(frames, WIDTH, HEIGHT), { width: WIDTH, height: HEIGHT, fps: FPS });
}
