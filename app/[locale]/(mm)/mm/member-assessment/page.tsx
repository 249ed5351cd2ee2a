import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ClientMessages } from '@/components/i18n/client-messages';
import { Link } from '@/components/i18n/link';
import { listCodexGroups } from '@/lib/assessment/codex';
import { MEMBER_ATTACHMENTS_ID } from '@/lib/assessment/member-constants';
import { memberProgress, sectionPercentagesOf } from '@/lib/assessment/member-progress';
import { listSubmissionAnswers } from '@/lib/assessment/member-queries';
import { buildMemberReport } from '@/lib/assessment/member-report';
import { getSignedInMember, type SignedInMember } from '@/lib/assessment/member-session';
import { readLocale } from '@/lib/i18n/read-locale';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

import { AttachmentForm } from './_components/attachment-form';
import { MemberAssessmentForm } from './_components/member-assessment-form';
import { MemberSignIn } from './_components/member-sign-in';
import { ResultView } from './_components/result-view';
import { UnconfirmedNotice } from './_components/unconfirmed-notice';

// What this page shows depends on who is signed in: it is rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type MemberAssessmentPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: MemberAssessmentPageProps): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'member-assessment' });

  return {
    ...(await pageMetadata({
      locale,
      path: '/mm/member-assessment',
      title: t('title'),
      description: t('description'),
    })),
    robots: { index: false },
  };
}

/** Step 3 for a signed-in member (seeds 4): the finished result, the attachment stage, or a fresh assessment. */
async function MemberStage({ member, locale }: { member: SignedInMember; locale: Locale }) {
  const [progress, groups] = await Promise.all([memberProgress(member.id), listCodexGroups(locale)]);
  if (progress.stage === 'fresh') return <MemberAssessmentForm groups={groups} memberName={member.name} />;

  const t = await getTranslations('member-assessment.finished');
  const answers = await listSubmissionAnswers(progress.submissionId, locale);
  const { result } = progress;
  const answersById = new Map(answers.map((answer) => [answer.question_id, answer]));
  const sections = buildMemberReport(groups, answersById, sectionPercentagesOf(result));

  return (
    <div className="space-y-8">
      {progress.stage === 'finished' ? (
        <div role="status" className="rounded-lg bg-brand-light p-5 print:hidden">
          <p className="text-xl font-bold text-brand-dark">{t('title')}</p>
          <p className="text-ink">{t('text')}</p>
          <Link href="/mm" className="mt-2 inline-block font-semibold text-brand-dark underline">
            {t('home')}
          </Link>
        </div>
      ) : null}
      {progress.stage === 'attachments' ? <UnconfirmedNotice targetId={MEMBER_ATTACHMENTS_ID} /> : null}
      <ResultView
        memberName={member.name}
        mainPercentage={result.mainPercentage}
        totalTrue={result.totalTrue}
        totalFalse={result.totalFalse}
        createdAt={result.createdAt}
        groups={groups}
        sections={sections}
        answers={answersById}
      >
        {/* Right below the poster, before the long answers table, so that the step is seen without scrolling past it. */}
        {progress.stage === 'attachments' ? (
          <AttachmentForm resultId={result.id} answerId={progress.submissionId} />
        ) : null}
      </ResultView>
    </div>
  );
}

/** The member flow (seeds 2.3, 4): e-mail, mailed code, then the member's own assessment. */
export default async function MemberAssessmentPage({ params }: MemberAssessmentPageProps) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, member] = await Promise.all([getTranslations('member-assessment'), getSignedInMember()]);

  return (
    <div className="pg">
      {/* Seeds 2.3: back to the assessment's landing, and to the association's contacts, at every step. */}
      <div className="flex flex-wrap justify-between gap-3 text-sm font-semibold text-brand-dark print:hidden">
        <Link href="/mm/assessment" className="underline-offset-2 hover:underline">
          ← {t('back')}
        </Link>
        <Link href="/mm/contact" className="underline-offset-2 hover:underline">
          {t('contact')}
        </Link>
      </div>
      <h1 className="mt-3 mb-6 border-l-4 border-brand pl-3 text-3xl font-bold text-ink">{t('title')}</h1>
      <ClientMessages paths={['member-assessment']}>
        {member ? <MemberStage member={member} locale={locale} /> : <MemberSignIn />}
      </ClientMessages>
    </div>
  );
}
