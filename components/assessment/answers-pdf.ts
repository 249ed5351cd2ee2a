'use client';

import type { jsPDF as JsPdf } from 'jspdf';

import type { AnswersDocument } from '@/lib/assessment/answers-document';
import { answersPdfLabels } from '@/lib/assessment/answers-pdf-labels';
import {
  type AnswersPdfLabels,
  layoutAnswersPdf,
  PDF_PAGE,
  type PdfOp,
  type TextStyle,
} from '@/lib/assessment/answers-pdf-layout';
import type { Locale } from '@/lib/i18n/routing';

const FONT_FAMILY = 'NotoSans';
/**
 * Noto Sans covers Mongolian Cyrillic (Ө, Ү). The files are emitted by the bundler as hashed static assets and
 * fetched only when someone exports, so no page carries them; the PDF embeds the glyphs it uses.
 */
const FONT_FILES = {
  normal: new URL(
    '../../node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    import.meta.url,
  ),
  bold: new URL('../../node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf', import.meta.url),
} as const;

async function fontAsBase64(url: URL): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (${response.status})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // In slices: String.fromCharCode over the whole file at once overflows the call stack.
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));

  return btoa(binary);
}

function applyStyle(pdf: JsPdf, style: TextStyle): void {
  pdf.setFont(FONT_FAMILY, style.isBold ? 'bold' : 'normal');
  pdf.setFontSize(style.size);
}

function draw(pdf: JsPdf, op: PdfOp): void {
  if (op.kind === 'rect') {
    pdf.setFillColor(...op.fill);
    pdf.rect(op.x, op.y, op.width, op.height, 'F');

    return;
  }
  if (op.kind === 'rule') {
    pdf.setDrawColor(...op.color);
    pdf.setLineWidth(0.5);
    pdf.line(op.x, op.y, op.x + op.width, op.y);

    return;
  }
  applyStyle(pdf, op.style);
  pdf.setTextColor(...op.color);
  pdf.text(op.lines, op.x, op.y, { baseline: 'top', align: op.align });
}

type FontData = { normal: string; bold: string };

/** Lays out and draws the answers into a new A4 document with the embedded font (base64 TrueType data). */
export function renderAnswersPdf(
  JsPdfClass: typeof JsPdf,
  fonts: FontData,
  document: AnswersDocument,
  labels: AnswersPdfLabels,
): JsPdf {
  const pdf = new JsPdfClass({
    unit: 'pt',
    format: [PDF_PAGE.width, PDF_PAGE.height],
    orientation: 'portrait',
    compress: true,
  });
  pdf.addFileToVFS('NotoSans-Regular.ttf', fonts.normal);
  pdf.addFileToVFS('NotoSans-Bold.ttf', fonts.bold);
  // Identity-H (jsPDF's default for a TrueType font): two-byte glyph ids with a ToUnicode map, so any script
  // prints and the text can be copied out again.
  pdf.addFont('NotoSans-Regular.ttf', FONT_FAMILY, 'normal');
  pdf.addFont('NotoSans-Bold.ttf', FONT_FAMILY, 'bold');
  pdf.setLineHeightFactor(1.3);

  const measure = (text: string, width: number, style: TextStyle): string[] => {
    applyStyle(pdf, style);
    const lines: unknown = pdf.splitTextToSize(text, width);

    return Array.isArray(lines) ? lines.map(String) : [String(lines)];
  };
  layoutAnswersPdf(document, labels, measure).forEach((page, index) => {
    if (index > 0) pdf.addPage([PDF_PAGE.width, PDF_PAGE.height], 'portrait');
    for (const op of page) draw(pdf, op);
  });

  return pdf;
}

/**
 * A member's answers as a text PDF (seeds 9: A4 portrait, 0.5 inch margins, the date in the file name): the
 * organisation, date, overall and section scores, then every answer, in an embedded font so that the Mongolian
 * text shows and can be selected and searched. The member's export and the back-office's both come through here.
 */
export async function downloadAnswersPdf(document: AnswersDocument, locale: Locale, fileName: string): Promise<void> {
  const [{ jsPDF }, normal, bold] = await Promise.all([
    import('jspdf'),
    fontAsBase64(FONT_FILES.normal),
    fontAsBase64(FONT_FILES.bold),
  ]);
  renderAnswersPdf(jsPDF, { normal, bold }, document, answersPdfLabels(document, locale)).save(fileName);
}
