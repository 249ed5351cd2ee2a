/** Sizes and durations as an operator reads them in a terminal (binary units, as `df -h` counts). */

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** `74.3 GB`, `512 B`. */
export function bytesText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }

  return `${unit === 0 ? value : value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

/** `2 d 3 h`, `5 h 12 min`, `4 min`, `30 s`: the two largest units. */
export function durationText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;

  return minutes > 0 ? `${minutes} min` : `${Math.max(0, Math.floor(seconds))} s`;
}
