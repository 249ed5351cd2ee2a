import 'server-only';

import { asc } from 'drizzle-orm';

import { db } from '@/db';
import { assessmentQuestions, assessmentSections } from '@/db/schema';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

import { compareCids, sectionIndexOf } from './cid';

/** A sub-question: the yes/no row a respondent answers (seeds 3, child question). */
export type CodexQuestion = { id: number; cid: string; question: string };
/** A requirement of the codex with its sub-questions (seeds 3, `questions` of a group). */
export type CodexRequirement = { cid: string; question: string; children: CodexQuestion[] };
/** One section of the codex: one page of the assessment (seeds 3, assessment group). */
export type CodexGroup = { id: number; mainIndex: number; mainTitle: string; questions: CodexRequirement[] };

/**
 * The whole codex in the reader's language, sections in index order and questions in cid order
 * (`1.2` before `1.10`): the `result` of `GET /api/get/assessment` and the pages of both assessment flows.
 * Questions deeper than a requirement's sub-questions are not asked; a requirement without sub-questions has none.
 */
export async function listCodexGroups(locale: Locale): Promise<CodexGroup[]> {
  const [sections, questions] = await Promise.all([
    db.select().from(assessmentSections).orderBy(asc(assessmentSections.mainIndex)),
    db.select().from(assessmentQuestions),
  ]);
  const sorted = [...questions].sort((a, b) => compareCids(a.cid, b.cid));
  const requirements = new Map<string, CodexRequirement>();
  for (const row of sorted) {
    const text = pickLocalized(row.question, row.questionEn, locale);
    if (row.pid === null) requirements.set(row.cid, { cid: row.cid, question: text, children: [] });
    else requirements.get(row.pid)?.children.push({ id: row.id, cid: row.cid, question: text });
  }

  return sections.map((section) => ({
    id: section.id,
    mainIndex: section.mainIndex,
    mainTitle: pickLocalized(section.mainTitle, section.mainTitleEn, locale),
    questions: [...requirements.values()].filter(
      (requirement) => sectionIndexOf(requirement.cid) === section.mainIndex,
    ),
  }));
}

/** The ids of every question a respondent answers (the sub-questions), with the section each belongs to. */
export async function answerableQuestions(): Promise<Map<number, { cid: string; pid: string; section: number }>> {
  const rows = await db
    .select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid, pid: assessmentQuestions.pid })
    .from(assessmentQuestions);
  const parents = new Set(rows.filter((row) => row.pid === null).map((row) => row.cid));

  return new Map(
    rows.flatMap((row) =>
      row.pid !== null && parents.has(row.pid)
        ? [[row.id, { cid: row.cid, pid: row.pid, section: sectionIndexOf(row.cid) }] as const]
        : [],
    ),
  );
}
