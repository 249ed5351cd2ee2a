import 'server-only';

import type { Database } from '@/db';
import { reports } from '@/db/schema';

import { shownAs } from './files';
import { reportCover } from './images/cards';
import { jpegFile } from './images/render';
import { pdfFile } from './library';
import { cycle } from './list';
import type { SeedContext, SeedPart } from './part';

type ReportKind = { title: (period: Period) => string; titleEn: (period: Period) => string; isAnnual: boolean };
type Period = { year: number; quarter: number };

const KINDS: readonly ReportKind[] = [
  {
    title: (p) => `Уул уурхайн салбарын тойм: ${p.year} оны ${p.quarter}-р улирал`,
    titleEn: (p) => `Mining sector review, Q${p.quarter} ${p.year}`,
    isAnnual: false,
  },
  {
    title: (p) => `Холбооны ${p.year} оны үйл ажиллагааны тайлан`,
    titleEn: (p) => `Association annual report ${p.year}`,
    isAnnual: true,
  },
  {
    title: (p) => `Хөдөлмөрийн аюулгүй байдлын тайлан: ${p.year} оны ${p.quarter}-р улирал`,
    titleEn: (p) => `Occupational safety report, Q${p.quarter} ${p.year}`,
    isAnnual: false,
  },
  {
    title: (p) => `Хариуцлагатай уул уурхайн үнэлгээний ${p.year} оны дүн`,
    titleEn: (p) => `Responsible mining assessment results ${p.year}`,
    isAnnual: true,
  },
  {
    title: (p) => `Байгаль орчны тайлан: ${p.year} оны ${p.quarter}-р улирал`,
    titleEn: (p) => `Environmental report, Q${p.quarter} ${p.year}`,
    isAnnual: false,
  },
];
const REPORT_COUNT = 10;
const DAYS_BETWEEN = 72;

/** The period a report published on `date` covers: the previous quarter, or the previous year. */
function coveredPeriod(date: Date, isAnnual: boolean): Period {
  if (isAnnual) return { year: date.getUTCFullYear() - 1, quarter: 4 };
  const quarter = Math.floor(date.getUTCMonth() / 3);

  return quarter === 0 ? { year: date.getUTCFullYear() - 1, quarter: 4 } : { year: date.getUTCFullYear(), quarter };
}

/** Ten reports over the last two years; titles follow their dates, so they stay plausible in any year. */
export function reportsPart({ clock }: SeedContext): SeedPart {
  const rows = Array.from({ length: REPORT_COUNT }, (_, index) => {
    const id = index + 1;
    const kind = cycle(KINDS, index);
    const createdAt = clock.at(15 + index * DAYS_BETWEEN, 11);
    const period = coveredPeriod(createdAt, kind.isAnnual);

    return {
      id,
      title: kind.title(period),
      titleEn: kind.titleEn(period),
      image: `reports/seed-${String(id).padStart(2, '0')}.jpg`,
      pdf: `reports/seed-${String(id).padStart(2, '0')}.pdf`,
      createdAt,
    };
  });

  return {
    files: rows.flatMap((row, index) => [
      shownAs(
        'card',
        jpegFile(row.image, () => reportCover(index)),
      ),
      pdfFile(row.pdf, {
        title: row.titleEn,
        subtitle: 'Mongolian National Mining Association',
        paragraphs: [
          'This report summarises the activities of the association and the performance of the mining sector in the period.',
          'Figures are compiled from member submissions and official statistics. Demo content.',
        ],
      }),
    ]),
    insert: async (db: Database) => {
      await db.insert(reports).values(rows).onConflictDoNothing();
    },
  };
}
