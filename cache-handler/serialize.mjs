// Cached pages hold Buffers (the RSC payload, route bodies) and Maps (per-segment payloads), which plain JSON
// would flatten beyond recovery. They are written as tagged objects and rebuilt on read.
const BUFFER = '$buffer';
const MAP = '$map';

/** @param {unknown} value */
export function serializeEntry(value) {
  return JSON.stringify(value, function replace(key, current) {
    // JSON.stringify has already called Buffer#toJSON on `current`; the holder still has the Buffer itself.
    const original = this[key];
    if (Buffer.isBuffer(original)) return { [BUFFER]: original.toString('base64') };
    if (original instanceof Map) return { [MAP]: [...original.entries()] };

    return current;
  });
}

/** @param {string} text */
export function deserializeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }

    return value;
  });
}
