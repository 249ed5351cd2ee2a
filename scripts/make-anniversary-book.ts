/**
 * Writes public/documents/mnma-30-years.pdf, the association's 30th anniversary book shown on /mm/anniversary.
 * Run with `npx tsx scripts/make-anniversary-book.ts`. The PDF is drawn by hand (vector shapes and the
 * standard Helvetica fonts, compressed streams) so it stays small and needs no PDF library; the standard
 * fonts cover Latin text only, so the book is written in English. Its figures come from the same sources as
 * the site: the codex of the assessment and the office's contact details.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

import { CODEX } from '../demo-data/content/assessment-codex';
import { DEMO_SITE_SETTINGS } from '../demo-data/content/site-settings';

const OUTPUT = path.resolve('public/documents/mnma-30-years.pdf');
const [WIDTH, HEIGHT, MARGIN] = [595, 842, 56];
const GREEN = '0.04 0.35 0.17';
const GOLD = '0.78 0.64 0';
const INK = '0.11 0.14 0.13';
const MUTED = '0.36 0.39 0.38';

// Helvetica advance widths (1/1000 em) of the printable ASCII characters, from the standard font metrics.
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
// WinAnsiEncoding codes of the typographic characters the text uses.
const WIN_ANSI: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
};

type Font = 'F1' | 'F2' | 'F3';
const FONT_NAMES: Record<Font, string> = { F1: 'Helvetica', F2: 'Helvetica-Bold', F3: 'Helvetica-Oblique' };

function charWidth(character: string): number {
  const code = character.charCodeAt(0);
  if (code >= 32 && code < 127) return ASCII_WIDTHS[code - 32] ?? 556;

  return character === '—' ? 1000 : 556;
}

function textWidth(text: string, size: number, font: Font): number {
  const width = [...text].reduce((sum, character) => sum + charWidth(character), 0);

  return (width * size * (font === 'F2' ? 1.06 : 1)) / 1000;
}

function pdfString(text: string): string {
  const bytes = [...text].map((character) => {
    const code = WIN_ANSI[character] ?? character.charCodeAt(0);
    const byte = code < 256 ? String.fromCharCode(code) : '?';

    return byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  });

  return `(${bytes.join('')})`;
}

type TextOptions = { x: number; y: number; size: number; font?: Font; colour?: string; align?: 'left' | 'centre' };

function text(value: string, { x, y, size, font = 'F1', colour = INK, align = 'left' }: TextOptions): string {
  const left = align === 'centre' ? x - textWidth(value, size, font) / 2 : x;

  return `BT /${font} ${size} Tf ${colour} rg ${left.toFixed(1)} ${y.toFixed(1)} Td ${pdfString(value)} Tj ET`;
}

function wrap(value: string, width: number, size: number, font: Font): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, font) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }

  return line ? [...lines, line] : lines;
}

/** A page being drawn top-down: `y` is the baseline of the next line. */
class PageWriter {
  readonly ops: string[] = [];
  y = HEIGHT - MARGIN;

  draw(...ops: string[]): this {
    this.ops.push(...ops);

    return this;
  }

  paragraph(
    value: string,
    {
      size = 12,
      font = 'F1',
      colour = INK,
      x = MARGIN,
      width = WIDTH - 2 * MARGIN,
      gap = 10,
    }: { size?: number; font?: Font; colour?: string; x?: number; width?: number; gap?: number } = {},
  ): this {
    for (const line of wrap(value, width, size, font)) {
      this.draw(text(line, { x, y: this.y, size, font, colour }));
      this.y -= size * 1.45;
    }
    this.y -= gap;

    return this;
  }

  heading(value: string, kicker: string): this {
    this.draw(text(kicker.toUpperCase(), { x: MARGIN, y: this.y, size: 10, font: 'F2', colour: GOLD }));
    this.y -= 30;
    this.draw(text(value, { x: MARGIN, y: this.y, size: 26, font: 'F2', colour: GREEN }));
    this.y -= 14;
    this.draw(`${GOLD} rg ${MARGIN} ${this.y} 60 4 re f`);
    this.y -= 34;

    return this;
  }
}

function footer(page: PageWriter, number: number): void {
  page.draw(
    `0.8 0.83 0.82 RG 0.6 w ${MARGIN} 40 m ${WIDTH - MARGIN} 40 l S`,
    text('Mongolian National Mining Association  •  30 years, 1994–2024', { x: MARGIN, y: 26, size: 8, colour: MUTED }),
    text(String(number), { x: WIDTH - MARGIN - 8, y: 26, size: 8, font: 'F2', colour: MUTED }),
  );
}

function mountains(baseY: number, colour: string, peaks: ReadonlyArray<readonly [number, number]>): string {
  const outline = peaks.map(([x, y]) => `${x} ${baseY + y} l`).join(' ');

  return `${colour} rg 0 ${baseY} m ${outline} ${WIDTH} ${baseY} l h f`;
}

function coverPage(): PageWriter {
  const page = new PageWriter();
  page.draw(
    `${GREEN} rg 0 0 ${WIDTH} ${HEIGHT} re f`,
    mountains(0, '0.06 0.48 0.24', [
      [0, 210],
      [120, 330],
      [210, 250],
      [330, 400],
      [450, 260],
      [595, 340],
    ]),
    mountains(0, '0.03 0.27 0.13', [
      [0, 120],
      [90, 180],
      [200, 110],
      [300, 220],
      [420, 140],
      [520, 200],
      [595, 150],
    ]),
    `${GOLD} rg 0 ${HEIGHT - 18} ${WIDTH} 18 re f`,
    text('Thirty Years of Mongolian Mining', {
      x: WIDTH / 2,
      y: 750,
      size: 28,
      font: 'F2',
      colour: '1 1 1',
      align: 'centre',
    }),
    text('Mongolian National Mining Association', {
      x: WIDTH / 2,
      y: 718,
      size: 15,
      colour: '0.91 0.96 0.93',
      align: 'centre',
    }),
    text('30', { x: WIDTH / 2, y: 515, size: 190, font: 'F2', colour: GOLD, align: 'centre' }),
    text('YEARS', { x: WIDTH / 2, y: 470, size: 30, font: 'F2', colour: '1 1 1', align: 'centre' }),
    text('1994 – 2024', { x: WIDTH / 2, y: 430, size: 20, font: 'F2', colour: '1 1 1', align: 'centre' }),
    text('Anniversary book', { x: WIDTH / 2, y: 60, size: 12, font: 'F3', colour: '0.91 0.96 0.93', align: 'centre' }),
  );

  return page;
}

function textPage({
  kicker,
  title,
  paragraphs,
  quote,
}: {
  kicker: string;
  title: string;
  paragraphs: readonly string[];
  quote: string;
}): PageWriter {
  const page = new PageWriter().heading(title, kicker);
  for (const paragraph of paragraphs) page.paragraph(paragraph);
  const lines = wrap(quote, WIDTH - 2 * MARGIN - 60, 17, 'F3');
  const boxHeight = lines.length * 25 + 40;
  page.y -= 20;
  page.draw(
    `0.91 0.96 0.93 rg ${MARGIN} ${page.y - boxHeight} ${WIDTH - 2 * MARGIN} ${boxHeight} re f`,
    `${GOLD} rg ${MARGIN} ${page.y - boxHeight} 6 ${boxHeight} re f`,
  );
  page.y -= 34;
  page.paragraph(quote, { size: 17, font: 'F3', colour: GREEN, x: MARGIN + 30, width: WIDTH - 2 * MARGIN - 60 });

  return page;
}

const TIMELINE: ReadonlyArray<readonly [string, string]> = [
  ['1922', 'The Nalaikh coal mine opens: the beginning of modern mining in Mongolia.'],
  ['1978', 'A large copper and molybdenum concentrator starts operating and mining becomes a pillar of the economy.'],
  ['1994', 'Mining companies found the Mongolian National Mining Association to speak for the sector.'],
  ['2006', 'Member companies launch the Responsible Mining Initiative and commit to voluntary standards.'],
  ['2013', 'Mining products begin to be traded openly on the commodity exchange.'],
  ['2019', 'The self-assessment against the Responsible Mining Code moves online for every member.'],
  ['2024', 'The association celebrates its 30th anniversary with more than 60 companies in the initiative.'],
];

function timelinePage(): PageWriter {
  const page = new PageWriter().heading('Three decades at a glance', 'Our story');
  const top = page.y + 6;
  const bottom = top - TIMELINE.length * 86 + 40;
  page.draw(`${GREEN} RG 3 w ${MARGIN + 62} ${top} m ${MARGIN + 62} ${bottom} l S`);
  for (const [year, event] of TIMELINE) {
    const y = page.y;
    page.draw(
      `${GOLD} rg ${MARGIN + 56} ${y - 2} 12 12 re f`,
      text(year, { x: MARGIN, y, size: 16, font: 'F2', colour: GREEN }),
    );
    page.paragraph(event, { x: MARGIN + 84, width: WIDTH - 2 * MARGIN - 84, gap: 0 });
    page.y = y - 86;
  }

  return page;
}

function codexPage(): PageWriter {
  const page = new PageWriter().heading('The Responsible Mining Code', 'Since 2006');
  const total = CODEX.reduce((sum, section) => sum + section.requirements.length, 0);
  page.paragraph(
    `The code at the heart of the initiative has 8 principles, ${CODEX.length} scopes and ${total} requirements. Each requirement is checked through yes-or-no questions with evidence; members see a percentage for every scope and for the whole code.`,
  );
  page.y -= 10;
  const barWidth = WIDTH - 2 * MARGIN - 230;
  const most = Math.max(...CODEX.map((section) => section.requirements.length));
  CODEX.forEach((section, index) => {
    const count = section.requirements.length;
    const y = page.y;
    page.draw(
      text(`${index + 1}. ${section.title[1]}`, { x: MARGIN, y, size: 10.5, font: 'F2' }),
      `0.91 0.96 0.93 rg ${MARGIN + 230} ${y - 4} ${barWidth} 16 re f`,
      `0.06 0.48 0.24 rg ${MARGIN + 230} ${y - 4} ${((barWidth * count) / most).toFixed(1)} 16 re f`,
      text(`${count} requirements`, { x: MARGIN + 236, y: y + 0.5, size: 9, font: 'F2', colour: '1 1 1' }),
    );
    page.y -= 34;
  });
  page.y -= 16;
  page.draw(text('The eight principles', { x: MARGIN, y: page.y, size: 15, font: 'F2', colour: GREEN }));
  page.y -= 26;
  PRINCIPLES.forEach((principle, index) => page.paragraph(`${index + 1}.  ${principle}`, { gap: 4 }));

  return page;
}

const PRINCIPLES = [
  'Comply with the law and follow international good practice.',
  'Do business ethically and disclose taxes, payments and contracts.',
  'Put the safety and health of every worker first.',
  'Reduce harm to the environment and rehabilitate disturbed land.',
  'Use water and energy carefully and prepare for a changing climate.',
  'Respect human rights and fair labour relations.',
  'Engage openly with local communities and share the benefits of mining.',
  'Report openly, accept independent audit and keep improving.',
];

function numbersPage(): PageWriter {
  const page = new PageWriter().heading('The association in numbers', 'Members and people');
  const figures: ReadonlyArray<readonly [string, string]> = [
    ['1994', 'founded by mining companies'],
    ['60+', 'companies in the Responsible Mining Initiative'],
    ['11', 'board members, elected for three years'],
    ['7', 'people in the working office'],
    ['500+', 'pupils a year visit mines with Future Miners'],
    ['20', 'university scholarships every year'],
  ];
  figures.forEach(([value, label], index) => {
    const x = MARGIN + (index % 2) * 250;
    const y = page.y - Math.floor(index / 2) * 120;
    page.draw(
      `0.91 0.96 0.93 rg ${x} ${y - 70} 230 100 re f`,
      text(value, { x: x + 16, y: y - 14, size: 36, font: 'F2', colour: GREEN }),
      text(label, { x: x + 16, y: y - 50, size: 10, colour: INK }),
    );
  });
  page.y -= 3 * 120 + 10;
  page.paragraph(
    'Four committees carry the everyday work of the association: public relations, environment, legal affairs and logistics. Every month one member is named member of the month for its work under the code, its safety record and its support for local development.',
  );

  return page;
}

function contactPage(): PageWriter {
  const page = new PageWriter().heading('The next thirty years', 'Looking ahead');
  page.paragraph(
    'Mongolia’s mineral wealth will shape the country for generations. The association will keep working for a mining sector that is safe, transparent and welcome in the communities around it: by growing the Responsible Mining Initiative, training future miners and opening the industry to everyone who wants to understand it.',
  );
  page.y -= 20;
  page.draw(`${GREEN} rg ${MARGIN} ${page.y - 150} ${WIDTH - 2 * MARGIN} 170 re f`);
  page.y -= 10;
  const lines = [
    'Mongolian National Mining Association',
    'Baga Toiruu 44, Sükhbaatar District, Ulaanbaatar, Mongolia',
    `Phone ${DEMO_SITE_SETTINGS.phone}   •   E-mail ${DEMO_SITE_SETTINGS.email}`,
    'Open Monday to Friday, 09:00 to 18:00',
  ];
  lines.forEach((line, index) => {
    page.draw(
      text(line, {
        x: MARGIN + 20,
        y: page.y - index * 30,
        size: index === 0 ? 15 : 11,
        font: index === 0 ? 'F2' : 'F1',
        colour: '1 1 1',
      }),
    );
  });

  return page;
}

function buildPages(): PageWriter[] {
  return [
    coverPage(),
    textPage({
      kicker: 'Foreword',
      title: 'Thirty years together',
      quote: 'A mining sector Mongolia can be proud of: that was our aim in 1994, and it still is.',
      paragraphs: [
        'In 1994 a small group of mining companies came together in Ulaanbaatar with one aim: to give Mongolia’s young market economy a mining sector it could be proud of. Thirty years later the Mongolian National Mining Association speaks for companies that produce most of the country’s exports and employ tens of thousands of people.',
        'This book looks back on that journey. It tells how the association grew from a handful of founders into the voice of the industry, how its members chose in 2006 to hold themselves to voluntary standards of responsible mining, and how that choice became the Responsible Mining Code that members assess themselves against every year.',
        'Above all it is a book about people: the geologists, engineers, drivers, cooks and rehabilitation teams who work at the mines, and the herders and soum citizens who live beside them. We thank every one of them.',
      ],
    }),
    timelinePage(),
    textPage({
      kicker: 'Responsible mining',
      title: 'A promise made in 2006',
      quote: 'Responsible mining is not a slogan. It is what our members measure every year, with evidence.',
      paragraphs: [
        'In 2006 member companies launched the Responsible Mining Initiative. They committed to follow the law and international good practice, to put safety first, to reduce their impact on the environment and rehabilitate the land, to engage openly with local communities and to report taxes, payments and contracts transparently.',
        'The initiative is voluntary, but binding on those who join. Every member assesses itself against the code each year, attaches evidence for its answers and may ask independent auditors accredited by the association to verify the result. Anyone interested can take the same self-assessment on the association’s website.',
        'Many small changes followed: topsoil kept and returned, water reused in processing plants, local suppliers preferred, grievance offices opened in soum centres. Together they changed what people expect of a mine in Mongolia.',
      ],
    }),
    codexPage(),
    numbersPage(),
    textPage({
      kicker: 'Programmes',
      title: 'Opening mining to everyone',
      quote: 'Every phone, car and solar panel begins at a mine. We want every child to know how.',
      paragraphs: [
        'Mining 101 explains the stages of mining, from exploration to rehabilitation, in short videos for pupils, students and anyone curious. Mining we don’t know about shows the minerals behind phones, cars and solar panels.',
        'Future Miners introduces senior pupils to careers in mining, geology and engineering, with summer visits to operating mines, scholarships, mentoring by practising engineers and a club that encourages girls into engineering.',
        'The sustainable mining poster series brings saving water, renewable energy, rehabilitation and local procurement to mine sites, and the mining heritage project keeps the memory of the sector, from Bronze Age copper smelting to the opening of the Nalaikh mine in 1922.',
      ],
    }),
    contactPage(),
  ];
}

function writePdf(pages: readonly PageWriter[]): Buffer {
  const fonts = (Object.keys(FONT_NAMES) as Font[]).map(
    (font) => `<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_NAMES[font]} /Encoding /WinAnsiEncoding >>`,
  );
  const firstPage = 3 + fonts.length;
  const fontRefs = (Object.keys(FONT_NAMES) as Font[]).map((font, index) => `/${font} ${3 + index} 0 R`).join(' ');
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R /PageMode /UseNone /Lang (en) >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${firstPage + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ...fonts,
  ];
  pages.forEach((page, index) => {
    if (index > 0) footer(page, index + 1);
    const stream = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'), { level: 9 });
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << ${fontRefs} >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`,
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });
  objects.push(
    '<< /Title (Thirty Years of Mongolian Mining) /Author (Mongolian National Mining Association) /CreationDate (D:20240601000000Z) >>',
  );

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets = objects.map((object, index) => {
    const offset = length;
    const body = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(body);
    length += body.length;

    return offset;
  });
  // Cross-reference entries are exactly 20 bytes: offset, generation, in-use flag and a two-byte line end.
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  chunks.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );

  return Buffer.concat(chunks);
}

mkdirSync(path.dirname(OUTPUT), { recursive: true });
const pdf = writePdf(buildPages());
writeFileSync(OUTPUT, pdf);
console.log(`Wrote ${path.relative(process.cwd(), OUTPUT)} (${Math.round(pdf.length / 1024)} KB)`);
