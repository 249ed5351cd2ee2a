'use client';

/** Twice the on-screen size, so the poster's PNG stays sharp in print. */
const PNG_SCALE = 2;

/**
 * `mining-assessment-2026-11-23.pdf`: the seeds put the date in the file name, the day as the person downloading
 * sees it (in Ulaanbaatar the UTC date is still yesterday until 08:00).
 */
export function datedFileName(stem: string, extension: 'pdf' | 'png', date = new Date()): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

  return `${stem}-${day}.${extension}`;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download reads the blob after click() returns: revoking at once can cancel it (FileSaver waits likewise).
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/** Downloads what the element shows as a PNG image (the result poster). */
export async function downloadElementAsPng(element: HTMLElement, fileName: string): Promise<void> {
  // Loaded on demand: the renderer is large and only needed when someone downloads.
  const { default: html2canvas } = await import('html2canvas-pro');
  const canvas = await html2canvas(element, {
    scale: PNG_SCALE,
    backgroundColor: '#ffffff',
    useCORS: true,
    logging: false,
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image could not be drawn');
  saveBlob(blob, fileName);
}
