/**
 * A one-page A4 PDF with a coloured title band, a title and wrapped paragraphs, written by hand (the PDF
 * syntax is small enough) so the demo needs no PDF library. The standard fonts only cover Latin text, so
 * the demo documents are written in English.
 */
export type PdfContent = {
  title: string;
  subtitle?: string;
  paragraphs: readonly string[];
  colour?: readonly [number, number, number];
};

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const LINE_CHARACTERS = 88;

function pdfText(value: string): string {
  const ascii = value.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');

  return `(${ascii.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > LINE_CHARACTERS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);

  return lines;
}

function pageContent({ title, subtitle, paragraphs, colour = [0.09, 0.4, 0.2] }: PdfContent): string {
  const body = paragraphs.flatMap((paragraph) => [...wrap(paragraph), '']);
  const bodyText = body.map((line) => `${pdfText(line)} Tj T*`).join('\n');

  return [
    `${colour.join(' ')} rg 0 ${PAGE_HEIGHT - 130} ${PAGE_WIDTH} 130 re f`,
    `0.98 0.75 0.14 rg 0 ${PAGE_HEIGHT - 136} ${PAGE_WIDTH} 6 re f`,
    `BT /F1 22 Tf 1 1 1 rg 50 ${PAGE_HEIGHT - 70} Td ${pdfText(title)} Tj ET`,
    subtitle ? `BT /F2 12 Tf 1 1 1 rg 50 ${PAGE_HEIGHT - 100} Td ${pdfText(subtitle)} Tj ET` : '',
    `BT /F2 11 Tf 0.15 0.15 0.15 rg 16 TL 50 ${PAGE_HEIGHT - 180} Td\n${bodyText}\nET`,
    `0.8 0.8 0.8 RG 50 60 m ${PAGE_WIDTH - 50} 60 l S`,
    `BT /F2 9 Tf 0.4 0.4 0.4 rg 50 45 Td ${pdfText('Mongolian National Mining Association - demo document')} Tj ET`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function buildPdf(content: PdfContent): Buffer {
  const stream = pageContent(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfText(content.title)} /Producer (Mining association demo data) >>`,
  ];
  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(output, 'latin1');
  // Cross-reference entries are exactly 20 bytes each: offset, generation, in-use flag, two-byte line end.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;

  return Buffer.from(output, 'latin1');
}
