import 'server-only';

import { eq, inArray, isNotNull } from 'drizzle-orm';

import type { Database } from '@/db';
import {
  assessmentAnswers,
  assessmentAttachments,
  assessmentQuestions,
  assessmentResults,
  assessmentSubmissions,
  memberCompanies,
} from '@/db/schema';
import { sectionIndexOf } from '@/lib/assessment/cid';
import { resultColumns, scoreAnswers } from '@/lib/assessment/scoring';
import { PRIVATE_KEY_PREFIX } from '@/lib/storage/private-keys';

import { createRandom } from './clock';
import type { SeedFile } from './files';
import { pngFile } from './images/render';
import { pdfFile } from './library';
import type { SeedContext, SeedPart } from './part';

type ProofFile = { cid: string; kind: 'pdf' | 'png' };
type MemberResult = {
  /** A seeded member company (accounts part), matched by e-mail. Not one the member journey starts afresh. */
  email: string;
  slug: string;
  daysAgo: number;
  yesRates: readonly [number, number, number, number, number];
  publication: boolean;
  proofs: readonly ProofFile[];
};

const MEMBER_RESULTS: readonly MemberResult[] = [
  {
    email: 'contact@selenge-iron.example',
    slug: 'selenge-iron',
    daysAgo: 18,
    yesRates: [0.9, 0.75, 0.8, 0.6, 0.7],
    publication: true,
    proofs: [
      { cid: '1.1.1', kind: 'pdf' },
      { cid: '2.1.1', kind: 'png' },
      { cid: '3.1.2', kind: 'pdf' },
    ],
  },
  {
    email: 'info@borundur-fluorite.example',
    slug: 'borundur-fluorite',
    daysAgo: 6,
    yesRates: [0.55, 0.6, 0.45, 0.5, 0.4],
    publication: false,
    proofs: [{ cid: '1.2.1', kind: 'pdf' }],
  },
];

const FOLDER = `${PRIVATE_KEY_PREFIX}assessment`;

function memberProofKey(member: MemberResult, proof: ProofFile): string {
  return `${FOLDER}/seed-${member.slug}-${proof.cid.replaceAll('.', '-')}.${proof.kind}`;
}

function attachmentKey(member: MemberResult, which: 'official-document' | 'form'): string {
  return `${FOLDER}/seed-${member.slug}-${which}.pdf`;
}

function proofImage(cid: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#f3f4f6"/><rect x="16" y="16" width="288" height="168" fill="#ffffff" stroke="#1e3a8a" stroke-width="4"/><text x="160" y="110" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#1e3a8a">Evidence ${cid}</text></svg>`;
}

function seedFiles(member: MemberResult): SeedFile[] {
  const proofs = member.proofs.map((proof) =>
    proof.kind === 'png'
      ? pngFile(memberProofKey(member, proof), () => proofImage(proof.cid))
      : pdfFile(memberProofKey(member, proof), {
          title: `Evidence for question ${proof.cid}`,
          subtitle: member.email,
          paragraphs: ['Internal record kept as evidence for the responsible mining self-assessment.'],
        }),
  );

  return [
    ...proofs,
    pdfFile(attachmentKey(member, 'official-document'), {
      title: 'Official letter',
      subtitle: member.email,
      paragraphs: ['The company submits its responsible mining self-assessment to the association.'],
    }),
    pdfFile(attachmentKey(member, 'form'), {
      title: 'Self-assessment form',
      subtitle: member.email,
      paragraphs: ['Signed form of the responsible mining self-assessment.'],
    }),
  ];
}

/**
 * Two member companies with a complete member assessment (every codex question answered, a few with proof
 * files, the result scored like the member flow scores it, and the two attachments: one consents to publication,
 * one does not), so the staff's member results screen has something to show. Runs after the accounts and the
 * codex parts. Idempotent: a member that already has a submission is left as it is.
 */
export function assessmentMemberResultsPart({ clock }: SeedContext): SeedPart {
  return {
    files: MEMBER_RESULTS.flatMap(seedFiles),
    insert: async (db: Database) => {
      const companies = await db
        .select({ id: memberCompanies.id, email: memberCompanies.email })
        .from(memberCompanies)
        .where(
          inArray(
            memberCompanies.email,
            MEMBER_RESULTS.map((member) => member.email),
          ),
        );
      const questions = await db
        .select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid })
        .from(assessmentQuestions)
        .where(isNotNull(assessmentQuestions.pid));

      for (const [index, member] of MEMBER_RESULTS.entries()) {
        const company = companies.find((row) => row.email === member.email);
        if (!company) continue;
        const [taken] = await db
          .select({ id: assessmentSubmissions.id })
          .from(assessmentSubmissions)
          .where(eq(assessmentSubmissions.memberId, company.id))
          .limit(1);
        if (taken) continue;

        const random = createRandom(9_000 + index);
        const createdAt = clock.at(member.daysAgo, 10 + index, 40);
        const proofs = new Map(member.proofs.map((proof) => [proof.cid, memberProofKey(member, proof)]));
        const answers = questions.map((question) => {
          const section = sectionIndexOf(question.cid);
          const proofFile = proofs.get(question.cid) ?? null;
          // A proof file is only sent with a ticked proof, which only a yes carries.
          const answer: 0 | 1 = proofFile || random.next() < (member.yesRates[section - 1] ?? 0.5) ? 1 : 0;
          const proof = proofFile !== null || (answer === 1 && random.next() < 0.4);

          return {
            questionId: question.id,
            section,
            answer,
            proof,
            proofFile,
            comment: proofFile ? 'Нотлох баримтыг хавсаргав.' : '',
          };
        });
        const [submission] = await db
          .insert(assessmentSubmissions)
          .values({ memberId: company.id, createdAt })
          .returning({ id: assessmentSubmissions.id });
        if (!submission) throw new Error(`Seeding the member assessment of ${member.email} returned no row`);
        await db.insert(assessmentAnswers).values(
          answers.map(({ questionId, answer, proof, proofFile, comment }) => ({
            submissionId: submission.id,
            questionId,
            answer,
            proof,
            proofFile,
            comment,
          })),
        );
        const [result] = await db
          .insert(assessmentResults)
          .values({
            submissionId: submission.id,
            ...resultColumns(scoreAnswers(answers)),
            isComplete: true,
            createdAt,
          })
          .returning({ id: assessmentResults.id });
        if (!result) throw new Error(`Seeding the member result of ${member.email} returned no row`);
        await db.insert(assessmentAttachments).values({
          resultId: result.id,
          officialDocument: attachmentKey(member, 'official-document'),
          form: attachmentKey(member, 'form'),
          publication: member.publication,
          createdAt,
        });
      }
    },
  };
}
