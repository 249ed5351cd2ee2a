import { adminDateText } from '@/lib/admin/date-text';
import type { TextColumn } from '@/lib/admin/text-columns';

import type { RespondentRow } from './admin-respondents';

const H = 'admin.assessment.respondents.columns';

/** Seeds 2 assessment-result, which its CSV export writes: organisation, e-mail, phone, participation date, percentage. */
export const RESPONDENT_COLUMNS: readonly TextColumn<RespondentRow>[] = [
  { id: 'name', header: `${H}.name`, text: (row) => row.name },
  { id: 'email', header: `${H}.email`, text: (row) => row.email },
  { id: 'phone', header: `${H}.phone`, text: (row) => row.phone_number },
  { id: 'createdAt', header: `${H}.createdAt`, text: (row) => adminDateText(row.created_at, 'dateTime') },
  { id: 'percentage', header: `${H}.percentage`, text: (row) => `${row.percentage}%` },
];
