import { describe, expect, it } from 'vitest';

import type { AnswersDocument } from './answers-document';
import { type AnswersPdfLabels, layoutAnswersPdf, type MeasureLines, PDF_PAGE, type PdfOp } from './answers-pdf-layout';

/** A stand-in for the font: every character half the font size wide, words wrapped whole. */
const measure: MeasureLines = (text, width, style) => {
  const perLine = Math.max(1, Math.floor(width / (style.size * 0.5)));
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }

  return lines;
};

const labels: AnswersPdfLabels = {
  title: 'Member organisation assessment — Your answers',
  date: 'Date: 2026-11-27',
  overall: 'Overall: 83% · Yes: 20 · No: 4',
  sections: 'Sections',
  legend: 'Met: every question answered yes with proof.',
  question: 'Question',
  answer: 'Answer',
  proof: 'Proof',
  comment: 'Comment',
  statusOf: (status) => status,
  yes: 'Yes',
  no: 'No',
  none: '—',
  page: (current, total) => `Page ${current} of ${total}`,
};

const words = (count: number, word = 'уул') => Array.from({ length: count }, () => word).join(' ');

function documentWith(comment: (cid: string) => string): AnswersDocument {
  return {
    organisation: 'Бор-Өндөр Флюорит ХХК',
    date: '2026-11-27',
    mainPercentage: 83,
    totalTrue: 20,
    totalFalse: 4,
    sections: [1, 2, 3].map((mainIndex) => ({
      mainIndex,
      title: `Хэсэг ${mainIndex}`,
      percentage: 80,
      requirements: [1, 2, 3].map((requirement) => ({
        cid: `${mainIndex}.${requirement}`,
        question: `Шаардлага ${words(12)}`,
        status: 'noEvidence' as const,
        answers: [1, 2, 3, 4].map((answer) => {
          const cid = `${mainIndex}.${requirement}.${answer}`;

          return {
            cid,
            question: `Асуулт ${words(30)}`,
            answer: answer !== 1,
            proof: answer === 2,
            comment: comment(cid),
          };
        }),
      })),
    })),
  };
}

const texts = (ops: readonly PdfOp[]) => ops.flatMap((op) => (op.kind === 'text' ? op.lines : []));
const pagesWith = (pages: readonly PdfOp[][], tag: string) =>
  pages.flatMap((ops, index) => (ops.some((op) => op.tag === tag) ? [index] : []));
const bottomOf = (op: PdfOp) =>
  op.kind === 'text' ? op.y + op.lines.length * op.style.size * 1.3 : op.kind === 'rect' ? op.y + op.height : op.y;

describe('layoutAnswersPdf', () => {
  const pages = layoutAnswersPdf(
    documentWith((cid) => (cid.endsWith('.2') ? words(40, 'тайлбар') : '')),
    labels,
    measure,
  );

  it('opens with the organisation, the date, the overall and every section score', () => {
    const first = texts(pages[0] ?? []).join(' ');
    for (const text of [
      'Бор-Өндөр Флюорит ХХК',
      'Date: 2026-11-27',
      'Overall: 83%',
      '1. Хэсэг 1 — 80%',
      '3. Хэсэг 3 — 80%',
    ])
      expect(first).toContain(text);
  });

  it('runs over several pages, numbered, and keeps every answer row whole on one page', () => {
    expect(pages.length).toBeGreaterThan(2);
    expect(texts(pages[1] ?? [])).toContain(`Page 2 of ${pages.length}`);
    for (const section of [1, 2, 3]) {
      for (const requirement of [1, 2, 3]) {
        for (const answer of [1, 2, 3, 4])
          expect(pagesWith(pages, `${section}.${requirement}.${answer}`)).toHaveLength(1);
      }
    }
  });

  it('keeps everything inside the 0.5 inch margins and wraps long texts within their column', () => {
    for (const op of pages.flat()) {
      expect(op.x).toBeGreaterThanOrEqual(PDF_PAGE.margin - 0.01);
      expect(op.y).toBeGreaterThanOrEqual(PDF_PAGE.margin - 0.01);
      expect(bottomOf(op)).toBeLessThanOrEqual(PDF_PAGE.height - PDF_PAGE.margin + 0.01);
      if (op.kind === 'text' && op.align === 'left') {
        expect(op.x + op.width).toBeLessThanOrEqual(PDF_PAGE.width - PDF_PAGE.margin + 0.01);
        for (const line of op.lines) expect(line.length * op.style.size * 0.5).toBeLessThanOrEqual(op.width + 0.01);
      }
    }
    const comment = pages
      .flat()
      .find((op) => op.kind === 'text' && op.tag === '1.1.2' && op.lines[0]?.startsWith('тайлбар'));
    expect(comment?.kind === 'text' ? comment.lines.length : 0).toBeGreaterThan(3);
  });

  it('starts the next page with the column headings when a section continues there', () => {
    const continued = pages.slice(1).filter((ops) => !texts(ops).some((line) => /^\d\. Хэсэг/.test(line)));
    expect(continued.length).toBeGreaterThan(0);
    for (const ops of continued) expect(texts(ops).slice(0, 4)).toEqual(['Question', 'Answer', 'Proof', 'Comment']);
  });

  it('cuts only an answer taller than a whole page, between its lines, and prints all of it', () => {
    const huge = words(1500, 'тайлбар');
    const cut = layoutAnswersPdf(
      documentWith((cid) => (cid === '2.2.2' ? huge : '')),
      labels,
      measure,
    );
    const spread = pagesWith(cut, '2.2.2');
    expect(spread.length).toBeGreaterThan(1);
    const printed = cut
      .flat()
      .flatMap((op) => (op.kind === 'text' && op.tag === '2.2.2' ? op.lines : []))
      .join(' ');
    expect(printed).toContain(huge);
    for (const op of cut.flat()) expect(bottomOf(op)).toBeLessThanOrEqual(PDF_PAGE.height - PDF_PAGE.margin + 0.01);
  });
});
