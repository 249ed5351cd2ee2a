/** Seeds: an announced auction offers `quantity` lots of `lot_size` tons each. */
export function noticeTonnage(quantity: number, lotSize: number): number {
  // Both columns are numeric: round away binary noise such as 0.1 × 3 = 0.30000000000000004.
  return Math.round(quantity * lotSize * 1000) / 1000;
}
