import type { AnswerLine, AnswersDocument, RequirementEntry } from './answers-document';
import type { RequirementStatus } from './scoring';

/** Seeds 9: A4 portrait with 0.5 inch margins, in PDF points (72 to the inch). */
export const PDF_PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;

export type TextStyle = { size: number; isBold: boolean };
export type Rgb = readonly [number, number, number];
/** Splits a text into the lines that fit a width in a style (the PDF library measures its embedded font). */
export type MeasureLines = (text: string, width: number, style: TextStyle) => string[];

/** `y` is the top of the box; `tag` names the answer a piece belongs to, so a check can find a row's pieces. */
export type PdfOp =
  | {
      kind: 'text';
      x: number;
      y: number;
      width: number;
      lines: string[];
      style: TextStyle;
      color: Rgb;
      align: 'left' | 'right';
      tag?: string;
    }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: Rgb; tag?: string }
  | { kind: 'rule'; x: number; y: number; width: number; color: Rgb; tag?: string };

export type AnswersPdfLabels = {
  title: string;
  date: string;
  overall: string;
  sections: string;
  legend: string;
  question: string;
  answer: string;
  proof: string;
  comment: string;
  statusOf: (status: RequirementStatus) => string;
  yes: string;
  no: string;
  none: string;
  page: (current: number, total: number) => string;
};

const INK: Rgb = [31, 41, 55];
const MUTED: Rgb = [75, 85, 99];
const BRAND: Rgb = [15, 122, 61];
const RULE: Rgb = [209, 213, 219];
const SECTION_FILL: Rgb = [232, 245, 236];
const REQUIREMENT_FILL: Rgb = [243, 244, 246];
const STATUS_COLOURS: Record<RequirementStatus, { fill: Rgb; text: Rgb }> = {
  met: { fill: [220, 252, 231], text: [20, 83, 45] },
  noEvidence: { fill: [254, 243, 199], text: [120, 53, 15] },
  notMet: { fill: [254, 226, 226], text: [127, 29, 29] },
};

const BODY: TextStyle = { size: 9, isBold: false };
const BODY_BOLD: TextStyle = { size: 9, isBold: true };
const PAD = 4;
const FOOTER_HEIGHT = 16;
const LEFT = PDF_PAGE.margin;
const CONTENT_WIDTH = PDF_PAGE.width - 2 * PDF_PAGE.margin;
const TOP = PDF_PAGE.margin;
/** The page number sits inside the bottom margin's edge of the content box, so nothing crosses the margins. */
const BOTTOM = PDF_PAGE.height - PDF_PAGE.margin - FOOTER_HEIGHT;
/** Question, answer, proof and comment, as shares of the content width. */
const COLUMN_SHARES = [0.47, 0.11, 0.15, 0.27] as const;
const COLUMNS = COLUMN_SHARES.map((share, index) => ({
  x: LEFT + COLUMN_SHARES.slice(0, index).reduce((sum, each) => sum + each, 0) * CONTENT_WIDTH,
  width: share * CONTENT_WIDTH,
}));

export const lineHeightOf = (style: TextStyle): number => style.size * 1.3;
const heightOf = (lines: readonly string[], style: TextStyle): number => lines.length * lineHeightOf(style);

type Block = { height: number; draw: (y: number) => PdfOp[] };

/**
 * Lays the answers out on A4 pages: a header with the organisation, date, overall and section scores, then each
 * section as a table. A row never straddles a page: one that does not fit starts the next page (with the table's
 * column headings again), long texts wrap inside their column, and only a row taller than a whole page is cut,
 * between lines. A heading keeps its first row with it.
 */
export function layoutAnswersPdf(
  document: AnswersDocument,
  labels: AnswersPdfLabels,
  measure: MeasureLines,
): PdfOp[][] {
  const pages: PdfOp[][] = [[]];
  let y = TOP;
  let repeatedHeading: Block | null = null;
  const current = (): PdfOp[] => pages[pages.length - 1] ?? [];

  const newPage = () => {
    pages.push([]);
    y = TOP;
    if (repeatedHeading) place(repeatedHeading);
  };
  /** Places blocks together on one page (a heading with what follows it), starting a new page if they do not fit. */
  function place(...blocks: Block[]) {
    const height = blocks.reduce((sum, block) => sum + block.height, 0);
    if (y + height > BOTTOM && y > TOP + (repeatedHeading?.height ?? 0)) newPage();
    for (const block of blocks) {
      current().push(...block.draw(y));
      y += block.height;
    }
  }

  const textBlock = (text: string, style: TextStyle, color: Rgb, gapAfter: number): Block => {
    const lines = measure(text, CONTENT_WIDTH, style);

    return {
      height: heightOf(lines, style) + gapAfter,
      draw: (top) => [{ kind: 'text', x: LEFT, y: top, width: CONTENT_WIDTH, lines, style, color, align: 'left' }],
    };
  };

  place(textBlock(labels.title, { size: 10, isBold: false }, MUTED, 4));
  place(textBlock(document.organisation, { size: 18, isBold: true }, INK, 4));
  place(textBlock(labels.date, { size: 10, isBold: false }, INK, 2));
  place(textBlock(labels.overall, { size: 12, isBold: true }, BRAND, 10));
  place(textBlock(labels.sections, BODY_BOLD, INK, 2));
  for (const section of document.sections)
    place(textBlock(`${section.mainIndex}. ${section.title} — ${section.percentage}%`, BODY, INK, 1));
  place(textBlock(labels.legend, { size: 8, isBold: false }, MUTED, 12));

  const columnHeading = columnHeadingBlock(labels, measure);
  for (const section of document.sections) {
    const title = measure(`${section.mainIndex}. ${section.title} — ${section.percentage}%`, CONTENT_WIDTH - 2 * PAD, {
      size: 11,
      isBold: true,
    });
    const sectionHeading: Block = {
      height: heightOf(title, { size: 11, isBold: true }) + 2 * PAD,
      draw: (top) => [
        {
          kind: 'rect',
          x: LEFT,
          y: top,
          width: CONTENT_WIDTH,
          height: heightOf(title, { size: 11, isBold: true }) + 2 * PAD,
          fill: SECTION_FILL,
        },
        {
          kind: 'text',
          x: LEFT + PAD,
          y: top + PAD,
          width: CONTENT_WIDTH - 2 * PAD,
          lines: title,
          style: { size: 11, isBold: true },
          color: INK,
          align: 'left',
        },
      ],
    };
    repeatedHeading = null;
    section.requirements.forEach((requirement, index) => {
      const [first, ...rest] = requirementBlocks(requirement, labels, measure);
      const leading = index === 0 ? [sectionHeading, columnHeading] : [];
      if (first) place(...leading, ...first);
      repeatedHeading = columnHeading;
      for (const row of rest) place(...row);
    });
    repeatedHeading = null;
    y += 10;
  }

  const total = pages.length;
  pages.forEach((page, index) => {
    const footerY = PDF_PAGE.height - PDF_PAGE.margin - BODY.size * 1.2;
    const footerStyle: TextStyle = { size: 8, isBold: false };
    page.push(
      {
        kind: 'text',
        x: LEFT,
        y: footerY,
        width: CONTENT_WIDTH * 0.7,
        lines: measure(document.organisation, CONTENT_WIDTH * 0.7, footerStyle).slice(0, 1),
        style: footerStyle,
        color: MUTED,
        align: 'left',
      },
      {
        kind: 'text',
        x: LEFT + CONTENT_WIDTH,
        y: footerY,
        width: CONTENT_WIDTH * 0.3,
        lines: [labels.page(index + 1, total)],
        style: footerStyle,
        color: MUTED,
        align: 'right',
      },
    );
  });

  return pages;
}

function columnHeadingBlock(labels: AnswersPdfLabels, measure: MeasureLines): Block {
  const style: TextStyle = { size: 8, isBold: true };
  const cells = [labels.question, labels.answer, labels.proof, labels.comment].map((text, index) =>
    measure(text, (COLUMNS[index]?.width ?? 0) - 2 * PAD, style),
  );
  const height = Math.max(...cells.map((lines) => heightOf(lines, style))) + 2 * PAD;

  return {
    height,
    draw: (top) => [
      ...cells.map((lines, index): PdfOp => ({
        kind: 'text',
        x: (COLUMNS[index]?.x ?? LEFT) + PAD,
        y: top + PAD,
        width: (COLUMNS[index]?.width ?? 0) - 2 * PAD,
        lines,
        style,
        color: MUTED,
        align: 'left',
      })),
      { kind: 'rule', x: LEFT, y: top + height, width: CONTENT_WIDTH, color: RULE },
    ],
  };
}

/**
 * A requirement's rows: its heading with the first answer (kept together), then one entry per further answer.
 * An answer taller than a page comes as several pieces, cut between lines.
 */
function requirementBlocks(requirement: RequirementEntry, labels: AnswersPdfLabels, measure: MeasureLines): Block[][] {
  const textWidth = CONTENT_WIDTH * (1 - (COLUMN_SHARES[3] ?? 0)) - 2 * PAD;
  const statusColumn = COLUMNS[3] ?? { x: LEFT, width: 0 };
  const title = measure(`${requirement.cid}. ${requirement.question}`, textWidth, BODY_BOLD);
  const status = requirement.status;
  const statusLines = status ? measure(labels.statusOf(status), statusColumn.width - 4 * PAD, BODY_BOLD) : [];
  const height = Math.max(heightOf(title, BODY_BOLD), heightOf(statusLines, BODY_BOLD) + 2) + 2 * PAD;
  const heading: Block = {
    height,
    draw: (top) => [
      { kind: 'rect', x: LEFT, y: top, width: CONTENT_WIDTH, height, fill: REQUIREMENT_FILL, tag: requirement.cid },
      {
        kind: 'text',
        x: LEFT + PAD,
        y: top + PAD,
        width: textWidth,
        lines: title,
        style: BODY_BOLD,
        color: INK,
        align: 'left',
        tag: requirement.cid,
      },
      ...(status
        ? [
            {
              kind: 'rect',
              x: statusColumn.x + PAD,
              y: top + PAD - 1,
              width: statusColumn.width - 2 * PAD,
              height: heightOf(statusLines, BODY_BOLD) + 2,
              fill: STATUS_COLOURS[status].fill,
              tag: requirement.cid,
            } as const,
            {
              kind: 'text',
              x: statusColumn.x + 2 * PAD,
              y: top + PAD,
              width: statusColumn.width - 4 * PAD,
              lines: statusLines,
              style: BODY_BOLD,
              color: STATUS_COLOURS[status].text,
              align: 'left',
              tag: requirement.cid,
            } as const,
          ]
        : []),
    ],
  };
  const rows = requirement.answers.map((answer) => answerBlocks(answer, labels, measure));
  const [first = [], ...rest] = rows;

  return [
    [heading, ...first.slice(0, 1)],
    ...first.slice(1).map((piece) => [piece]),
    ...rest.flatMap((pieces) => pieces.map((piece) => [piece])),
  ];
}

/** Lines of one page's height at most, so that a very long comment can still be printed. */
const MAX_ROW_LINES = Math.floor((BOTTOM - TOP - 40) / lineHeightOf(BODY));

function answerBlocks(answer: AnswerLine, labels: AnswersPdfLabels, measure: MeasureLines): Block[] {
  const yesNo = (value: boolean | null) => (value === null ? labels.none : value ? labels.yes : labels.no);
  const texts = [
    `${answer.cid}. ${answer.question}`,
    yesNo(answer.answer),
    yesNo(answer.proof),
    answer.comment || labels.none,
  ];
  const cells = texts.map((text, index) => measure(text, (COLUMNS[index]?.width ?? 0) - 2 * PAD, BODY));
  const lineCount = Math.max(...cells.map((lines) => lines.length));
  const pieces: Block[] = [];
  for (let start = 0; start < lineCount; start += MAX_ROW_LINES) {
    const slice = cells.map((lines) => lines.slice(start, start + MAX_ROW_LINES));
    const height = Math.max(...slice.map((lines) => heightOf(lines, BODY))) + 2 * PAD;
    pieces.push({
      height,
      draw: (top) => [
        ...slice.map((lines, index): PdfOp => ({
          kind: 'text',
          x: (COLUMNS[index]?.x ?? LEFT) + PAD,
          y: top + PAD,
          width: (COLUMNS[index]?.width ?? 0) - 2 * PAD,
          lines,
          style: BODY,
          color: INK,
          align: 'left',
          tag: answer.cid,
        })),
        { kind: 'rule', x: LEFT, y: top + height, width: CONTENT_WIDTH, color: RULE, tag: answer.cid },
      ],
    });
  }

  return pieces;
}
