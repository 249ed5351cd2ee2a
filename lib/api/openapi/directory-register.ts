import { companyRegistrationSchema, consultantRegistrationSchema } from '@/lib/directory/registration/schema';

import type { ApiRoute } from './types';

/** The directory's public registrations (seeds conference-and-directory 7.3). */
export const DIRECTORY_REGISTER_ROUTES: readonly ApiRoute[] = [
  {
    method: 'post',
    path: '/api/yellow-page/insert/yellow-registration',
    summary:
      'A company listing request for staff review, as multipart/form-data: categories as JSON text ([{ mainCategory, subCategory }]), emails, phones, faxes and websites each joined with commas, image the JPEG or PNG logo (at most 5 MB); a receipt is mailed (messages in the language of ?lang=)',
    tag: 'directory',
    body: companyRegistrationSchema,
    responseKeys: ['message'],
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/yellow-page/insert/yellow-consultant',
    summary:
      'A consultant engineer listing request for staff review; a receipt is mailed (messages in the language of ?lang=)',
    tag: 'directory',
    body: consultantRegistrationSchema,
    responseKeys: ['message'],
    errors: [400, 429],
  },
];
