import { adminTranslator } from '@/lib/admin/messages';
import { listAdminQuestions } from '@/lib/assessment/admin-questions';
import { requireAdminPage } from '@/lib/auth/guards';

import { QuestionsScreen } from './_components/questions-screen';

/** Assessment questions (seeds 2): A the codex by section, B the edit/delete list, C the add/edit form. */
export default async function UpdateAssessmentPage() {
  await requireAdminPage();
  const groups = await listAdminQuestions();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.assessment.questions.title')}</h1>
      <QuestionsScreen groups={groups} />
    </div>
  );
}
