/**
 * A tiny H.264 (Constrained Baseline) encoder for demo clips, so the seed needs neither ffmpeg nor a download.
 * The first frame is an IDR picture of uncompressed I_PCM macroblocks; every later frame is a P picture that
 * skips unchanged macroblocks (P_Skip copies them from the previous frame, all motion vectors being zero) and
 * sends changed ones as I_PCM again. Lossless and simple; only sensible for short, small, mostly still clips.
 */

/** One frame in YUV 4:2:0: luma width × height, each chroma plane a quarter of that. */
export type YuvFrame = { y: Uint8Array; u: Uint8Array; v: Uint8Array };

export type EncodedClip = { sps: Buffer; pps: Buffer; samples: Buffer[]; syncSamples: number[] };

const LEVEL_IDC = 30;
const LOG2_MAX_FRAME_NUM = 8;
/** constraint_set0 and constraint_set1: decodable by every Baseline and Main decoder. */
export const PROFILE_COMPATIBILITY = 0xc0;
export const PROFILE_IDC = 66;
export const AVC_LEVEL = LEVEL_IDC;

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.used++;
    if (this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }

  bits(count: number, value: number): void {
    for (let shift = count - 1; shift >= 0; shift--) this.bit((value >>> shift) & 1);
  }

  /** Unsigned Exp-Golomb code. */
  ue(value: number): void {
    const coded = value + 1;
    const length = Math.floor(Math.log2(coded));
    this.bits(length, 0);
    this.bits(length + 1, coded);
  }

  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  get isAligned(): boolean {
    return this.used === 0;
  }

  alignWithZeros(): void {
    while (!this.isAligned) this.bit(0);
  }

  rawBytes(values: Uint8Array): void {
    for (const value of values) this.bits(8, value);
  }

  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  finish(): Buffer {
    this.bit(1);
    this.alignWithZeros();

    return Buffer.from(this.bytes);
  }
}

/** A NAL unit: header byte, then the payload with emulation-prevention bytes inserted. */
function nalUnit(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const output: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      output.push(3);
      zeros = 0;
    }
    output.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }

  return Buffer.from(output);
}

function sequenceParameterSet(widthInMbs: number, heightInMbs: number): Buffer {
  const writer = new BitWriter();
  writer.bits(8, PROFILE_IDC);
  writer.bits(8, PROFILE_COMPATIBILITY);
  writer.bits(8, LEVEL_IDC);
  writer.ue(0); // seq_parameter_set_id
  writer.ue(LOG2_MAX_FRAME_NUM - 4);
  writer.ue(2); // pic_order_cnt_type 2: output order is decoding order
  writer.ue(1); // max_num_ref_frames
  writer.bit(0); // gaps_in_frame_num_value_allowed_flag
  writer.ue(widthInMbs - 1);
  writer.ue(heightInMbs - 1);
  writer.bit(1); // frame_mbs_only_flag
  writer.bit(1); // direct_8x8_inference_flag
  writer.bit(0); // frame_cropping_flag
  writer.bit(0); // vui_parameters_present_flag

  return nalUnit(3, 7, writer.finish());
}

function pictureParameterSet(): Buffer {
  const writer = new BitWriter();
  writer.ue(0); // pic_parameter_set_id
  writer.ue(0); // seq_parameter_set_id
  writer.bit(0); // entropy_coding_mode_flag: CAVLC
  writer.bit(0); // bottom_field_pic_order_in_frame_present_flag
  writer.ue(0); // num_slice_groups_minus1
  writer.ue(0); // num_ref_idx_l0_default_active_minus1
  writer.ue(0); // num_ref_idx_l1_default_active_minus1
  writer.bit(0); // weighted_pred_flag
  writer.bits(2, 0); // weighted_bipred_idc
  writer.se(0); // pic_init_qp_minus26
  writer.se(0); // pic_init_qs_minus26
  writer.se(0); // chroma_qp_index_offset
  writer.bit(1); // deblocking_filter_control_present_flag: lets slices turn the filter off
  writer.bit(0); // constrained_intra_pred_flag
  writer.bit(0); // redundant_pic_cnt_present_flag

  return nalUnit(3, 8, writer.finish());
}

/** The 384 samples of one macroblock: 16×16 luma, then 8×8 Cb and 8×8 Cr. */
function macroblockSamples(frame: YuvFrame, width: number, mbX: number, mbY: number): Uint8Array {
  const samples = new Uint8Array(384);
  let index = 0;
  for (let row = 0; row < 16; row++) {
    const start = (mbY * 16 + row) * width + mbX * 16;
    samples.set(frame.y.subarray(start, start + 16), index);
    index += 16;
  }
  const chromaWidth = width / 2;
  for (const plane of [frame.u, frame.v]) {
    for (let row = 0; row < 8; row++) {
      const start = (mbY * 8 + row) * chromaWidth + mbX * 8;
      samples.set(plane.subarray(start, start + 8), index);
      index += 8;
    }
  }
  // Early editions of the standard forbid a PCM sample of 0; keep every sample valid for any decoder.
  for (let sample = 0; sample < samples.length; sample++) if (samples[sample] === 0) samples[sample] = 1;

  return samples;
}

function writePcmMacroblock(writer: BitWriter, mbType: number, samples: Uint8Array): void {
  writer.ue(mbType);
  writer.alignWithZeros(); // pcm_alignment_zero_bit
  writer.rawBytes(samples);
}

function slice(options: {
  isIdr: boolean;
  frameNum: number;
  widthInMbs: number;
  heightInMbs: number;
  width: number;
  frame: YuvFrame;
  previous: YuvFrame | null;
}): Buffer {
  const { isIdr, frameNum, widthInMbs, heightInMbs, width, frame, previous } = options;
  const writer = new BitWriter();
  writer.ue(0); // first_mb_in_slice
  writer.ue(isIdr ? 7 : 5); // slice_type: I or P, the same for the whole picture
  writer.ue(0); // pic_parameter_set_id
  writer.bits(LOG2_MAX_FRAME_NUM, frameNum % (1 << LOG2_MAX_FRAME_NUM));
  if (isIdr) {
    writer.ue(0); // idr_pic_id
  } else {
    writer.bit(0); // num_ref_idx_active_override_flag
    writer.bit(0); // ref_pic_list_modification_flag_l0
  }
  if (isIdr) {
    writer.bit(0); // no_output_of_prior_pics_flag
    writer.bit(0); // long_term_reference_flag
  } else {
    writer.bit(0); // adaptive_ref_pic_marking_mode_flag: sliding window
  }
  writer.se(0); // slice_qp_delta
  writer.ue(1); // disable_deblocking_filter_idc: PCM needs no filtering

  const total = widthInMbs * heightInMbs;
  let skipped = 0;
  for (let address = 0; address < total; address++) {
    const mbX = address % widthInMbs;
    const mbY = Math.floor(address / widthInMbs);
    const samples = macroblockSamples(frame, width, mbX, mbY);
    if (isIdr) {
      writePcmMacroblock(writer, 25, samples); // I_PCM in an I slice
      continue;
    }
    if (previous && Buffer.compare(samples, macroblockSamples(previous, width, mbX, mbY)) === 0) {
      skipped++;
      continue;
    }
    writer.ue(skipped); // mb_skip_run before this macroblock
    skipped = 0;
    writePcmMacroblock(writer, 30, samples); // I_PCM in a P slice (5 + 25)
  }
  if (skipped > 0) writer.ue(skipped);

  return isIdr ? nalUnit(3, 5, writer.finish()) : nalUnit(2, 1, writer.finish());
}

export function encodeClip(frames: readonly YuvFrame[], width: number, height: number): EncodedClip {
  if (width % 16 !== 0 || height % 16 !== 0) throw new Error('Clip size must be a multiple of 16');
  const widthInMbs = width / 16;
  const heightInMbs = height / 16;
  const samples = frames.map((frame, index) =>
    slice({
      isIdr: index === 0,
      frameNum: index,
      widthInMbs,
      heightInMbs,
      width,
      frame,
      previous: frames[index - 1] ?? null,
    }),
  );

  return { sps: sequenceParameterSet(widthInMbs, heightInMbs), pps: pictureParameterSet(), samples, syncSamples: [1] };
}
