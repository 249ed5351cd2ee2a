'use client';

/** Seeds 9: the answers PDF is A4 portrait, rendered at scale 2 with 0.5 inch margins and JPEG quality 0.98. */
export const ANSWERS_PDF = { scale: 2, marginInches: 0.5, imageQuality: 0.98 } as const;

/**
 * `mining-assessment-2026-11-23.pdf`: the seeds put the date in the file name, the day as the person downloading
 * sees it (in Ulaanbaatar the UTC date is still yesterday until 08:00).
 */
export function datedFileName(stem: string, extension: 'pdf' | 'png', date = new Date()): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

  return `${stem}-${day}.${extension}`;
}

async function renderElement(element: HTMLElement, scale: number): Promise<HTMLCanvasElement> {
  // Loaded on demand: the renderer is large and only needed when someone downloads.
  const { default: html2canvas } = await import('html2canvas-pro');

  return html2canvas(element, { scale, backgroundColor: '#ffffff', useCORS: true, logging: false });
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
  const canvas = await renderElement(element, ANSWERS_PDF.scale);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The image could not be drawn');
  saveBlob(blob, fileName);
}

/**
 * Downloads what the element shows as an A4 portrait PDF: drawn once at scale 2, then cut into page-high slices
 * so a long list of answers runs over as many pages as it needs, each inside the 0.5 inch margins.
 */
export async function downloadElementAsPdf(element: HTMLElement, fileName: string): Promise<void> {
  const [canvas, { jsPDF }] = await Promise.all([renderElement(element, ANSWERS_PDF.scale), import('jspdf')]);
  const pdf = new jsPDF({ unit: 'in', format: 'a4', orientation: 'portrait' });
  const margin = ANSWERS_PDF.marginInches;
  const width = pdf.internal.pageSize.getWidth() - 2 * margin;
  const height = pdf.internal.pageSize.getHeight() - 2 * margin;
  const pixelsPerInch = canvas.width / width;
  const sliceHeight = Math.floor(height * pixelsPerInch);
  const slice = document.createElement('canvas');
  slice.width = canvas.width;
  const context = slice.getContext('2d');
  if (!context) throw new Error('The page could not be drawn');

  for (let top = 0, page = 0; top < canvas.height; top += sliceHeight, page += 1) {
    const rows = Math.min(sliceHeight, canvas.height - top);
    slice.height = rows;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, slice.width, rows);
    context.drawImage(canvas, 0, top, canvas.width, rows, 0, 0, canvas.width, rows);
    if (page > 0) pdf.addPage();
    pdf.addImage(slice.toDataURL('image/jpeg', ANSWERS_PDF.imageQuality), 'JPEG', margin, margin, width, rows / pixelsPerInch);
  }
  pdf.save(fileName);
}
