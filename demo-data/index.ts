import 'server-only';

import { db } from '@/db';
import { storage } from '@/lib/storage';

import { aboutPart } from './about';
import { accountsPart } from './accounts';
import { assessmentPart } from './assessment';
import { assessmentMemberResultsPart } from './assessment-member-results';
import { assessmentRespondentsPart } from './assessment-respondents';
import { bannersPart } from './banners';
import { categoriesPart } from './categories';
import { createSeedClock } from './clock';
import { conferencePart } from './conference';
import { conferenceSitePart } from './conference-site';
import { directoryPart } from './directory';
import { ensureFiles } from './files';
import { libraryPart } from './library';
import { logosPart } from './logos';
import { meetingsPart } from './meetings';
import { newsPart } from './news';
import type { SeedContext } from './part';
import { reportsPart } from './reports';
import { moveSequencesPastSeededIds } from './sequences';
import { settingsPart } from './settings';
import { tradePart } from './trade';

/**
 * Fills the database with the bilingual demo content (DESIGN 5) and writes the files it refers to.
 * Idempotent: rows have fixed ids (or unique e-mails) and are inserted with ON CONFLICT DO NOTHING, and files
 * are generated only when missing, so running it again changes nothing. Dates are relative to now.
 */
export async function seedDemoData(now: Date = new Date()): Promise<void> {
  const context: SeedContext = { clock: createSeedClock(now) };
  // Categories first: news rows refer to them.
  const parts = [
    categoriesPart(),
    newsPart(context),
    bannersPart(),
    tradePart(context),
    accountsPart(context),
    aboutPart(),
    logosPart(),
    libraryPart(),
    reportsPart(context),
    assessmentPart(),
    // After the codex: the respondents' answers refer to its questions.
    assessmentRespondentsPart(context),
    // After the accounts too: the member results belong to seeded member companies.
    assessmentMemberResultsPart(context),
    settingsPart(),
    conferencePart(context),
    // After the editions: news and registrations belong to them.
    conferenceSitePart(context),
    directoryPart(),
    meetingsPart(context),
  ];

  // Files render on sharp's threads while the rows are inserted; the transaction commits only once every
  // file exists, so a database that says it is seeded never points at missing files.
  const writingFiles = ensureFiles(
    storage,
    parts.flatMap((part) => part.files),
  );
  writingFiles.catch(() => undefined);
  await db.transaction(async (tx) => {
    for (const part of parts) await part.insert(tx);
    await moveSequencesPastSeededIds(tx);
    await writingFiles;
  });
}
