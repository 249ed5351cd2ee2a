import { AVC_LEVEL, type EncodedClip, PROFILE_COMPATIBILITY, PROFILE_IDC } from './h264';

/** An ISO BMFF box: 32-bit size, four-character type, payload. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');

  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const versionAndFlags = Buffer.alloc(4);
  versionAndFlags.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);

  return box(type, versionAndFlags, ...payload);
}

function uint32s(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => buffer.writeUInt32BE(value >>> 0, index * 4));

  return buffer;
}

function uint16s(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => buffer.writeUInt16BE(value & 0xffff, index * 2));

  return buffer;
}

const IDENTITY_MATRIX = uint32s(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

function avcConfiguration(clip: EncodedClip): Buffer {
  return box(
    'avcC',
    Buffer.from([1, PROFILE_IDC, PROFILE_COMPATIBILITY, AVC_LEVEL, 0xff, 0xe1]),
    uint16s(clip.sps.length),
    clip.sps,
    Buffer.from([1]),
    uint16s(clip.pps.length),
    clip.pps,
  );
}

function sampleDescription(clip: EncodedClip, width: number, height: number): Buffer {
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    uint16s(1), // data_reference_index
    Buffer.alloc(16),
    uint16s(width, height),
    uint32s(0x00480000, 0x00480000, 0), // 72 dpi, reserved
    uint16s(1), // frame_count
    Buffer.alloc(32), // compressorname
    uint16s(0x0018, 0xffff), // depth, pre_defined
    avcConfiguration(clip),
  );

  return fullBox('stsd', 0, 0, uint32s(1), avc1);
}

/** A progressive MP4 (moov before mdat, so playback starts before the whole file is loaded). */
export function muxMp4(clip: EncodedClip, options: { width: number; height: number; fps: number }): Buffer {
  const { width, height, fps } = options;
  const timescale = fps * 1000;
  const sampleCount = clip.samples.length;
  const durationMs = Math.round((sampleCount * 1000) / fps);
  // Each sample is its NAL unit prefixed by a 4-byte length (avcC lengthSizeMinusOne = 3).
  const samples = clip.samples.map((nal) => Buffer.concat([uint32s(nal.length), nal]));
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), uint32s(512), Buffer.from('isomiso2avc1mp41', 'latin1'));

  const buildMoov = (mdatOffset: number): Buffer => {
    const stbl = box(
      'stbl',
      sampleDescription(clip, width, height),
      fullBox('stts', 0, 0, uint32s(1, sampleCount, 1000)),
      fullBox('stss', 0, 0, uint32s(clip.syncSamples.length, ...clip.syncSamples)),
      fullBox('stsc', 0, 0, uint32s(1, 1, sampleCount, 1)),
      fullBox('stsz', 0, 0, uint32s(0, sampleCount, ...samples.map((sample) => sample.length))),
      fullBox('stco', 0, 0, uint32s(1, mdatOffset + 8)),
    );
    const minf = box(
      'minf',
      fullBox('vmhd', 0, 1, Buffer.alloc(8)),
      box('dinf', fullBox('dref', 0, 0, uint32s(1), fullBox('url ', 0, 1))),
      stbl,
    );
    const mdia = box(
      'mdia',
      fullBox('mdhd', 0, 0, uint32s(0, 0, timescale, sampleCount * 1000), uint16s(0x55c4, 0)), // language 'und'
      fullBox(
        'hdlr',
        0,
        0,
        uint32s(0),
        Buffer.from('vide', 'latin1'),
        Buffer.alloc(12),
        Buffer.from('VideoHandler\0', 'latin1'),
      ),
      minf,
    );
    const tkhd = fullBox(
      'tkhd',
      0,
      3, // enabled, in movie
      uint32s(0, 0, 1, 0, durationMs, 0, 0),
      uint16s(0, 0, 0, 0),
      IDENTITY_MATRIX,
      uint32s(width << 16, height << 16),
    );
    const mvhd = fullBox(
      'mvhd',
      0,
      0,
      uint32s(0, 0, 1000, durationMs, 0x00010000),
      uint16s(0x0100, 0),
      uint32s(0, 0),
      IDENTITY_MATRIX,
      Buffer.alloc(24),
      uint32s(2), // next_track_ID
    );

    return box('moov', mvhd, box('trak', tkhd, mdia));
  };

  // The moov size does not depend on the offset it records, so one measuring pass is enough.
  const moovSize = buildMoov(0).length;
  const moov = buildMoov(ftyp.length + moovSize);

  return Buffer.concat([ftyp, moov, box('mdat', ...samples)]);
}
