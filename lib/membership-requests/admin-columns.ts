import { adminDateText } from '@/lib/admin/date-text';
import type { Translate, TextColumn } from '@/lib/admin/text-columns';

import type { OfficeRequestRow } from './admin-queries';
import { REQUEST_TYPES } from './admin-schema';

const H = 'admin.operations.requests.columns';

/** What a request asks for, in the staff's words, in the seeds' order. */
export function requestTypeLabels(row: OfficeRequestRow, t: Translate): string[] {
  return REQUEST_TYPES.filter((type) => row[type]).map((type) => t(`admin.operations.requests.types.${type}`));
}

/** Seeds 2 Request list, which its CSV export writes: type, created_at, name, email, phone_number, business_type. */
export const OFFICE_REQUEST_COLUMNS: readonly TextColumn<OfficeRequestRow>[] = [
  { id: 'type', header: `${H}.type`, text: (row, t) => requestTypeLabels(row, t).join(', ') },
  { id: 'createdAt', header: `${H}.createdAt`, text: (row) => adminDateText(row.created_at, 'dateTime') },
  { id: 'name', header: `${H}.name`, text: (row) => row.name },
  { id: 'email', header: `${H}.email`, text: (row) => row.email },
  { id: 'phone', header: `${H}.phone`, text: (row) => row.phone_number },
  { id: 'businessType', header: `${H}.businessType`, text: (row) => row.business_type },
];
