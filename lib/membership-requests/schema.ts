import { z } from 'zod';

import { personName, phoneNumber } from '@/lib/validation/contact-rules';

// The site's Content-Security-Policy forbids eval, and zod's probe for its compiled parsers (`new Function`) is
// reported as a violation in browsers. Parsing without compiled parsers is as correct; servers keep them.
if (typeof window !== 'undefined') z.config({ jitless: true });

const required = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, 'membership.errors.tooLong');

/**
 * The membership request, shared by the form and the server. Messages are i18n keys; their Mongolian texts are
 * the seeds' alerts. Stricter than the seeds, as the other public forms are: the name needs two letters and the
 * phone must be a phone number (the same rules as the directory's). The purpose check sits on `member_request`,
 * the first of the three boxes.
 */
export const officeRequestSchema = z
  .object({
    name: required('membership.errors.name', 200).pipe(personName('membership.errors.nameInvalid')),
    email: required('membership.errors.email', 254).pipe(z.email('membership.errors.emailInvalid')),
    phone_number: required('membership.errors.phone', 50).pipe(phoneNumber('membership.errors.phoneInvalid')),
    business_type: required('membership.errors.businessType', 200),
    // API clients may leave out the purposes they do not want.
    member_request: z.boolean('membership.errors.purpose').default(false),
    codex_request: z.boolean('membership.errors.purpose').default(false),
    meeting_request: z.boolean('membership.errors.purpose').default(false),
  })
  .refine((request) => request.member_request || request.codex_request || request.meeting_request, {
    message: 'membership.errors.purpose',
    path: ['member_request'],
    // Checked even when a text field is missing altogether, so one answer names every problem.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export type OfficeRequestInput = z.input<typeof officeRequestSchema>;
export type OfficeRequest = z.output<typeof officeRequestSchema>;

export const PURPOSE_FIELDS = ['member_request', 'codex_request', 'meeting_request'] as const;

/** The order in which the form reports problems (seeds 5): name, e-mail, phone, business type, purpose. */
export const OFFICE_REQUEST_FIELD_ORDER = [
  'name',
  'email',
  'phone_number',
  'business_type',
  ...PURPOSE_FIELDS,
] as const;

export type OfficeRequestField = (typeof OFFICE_REQUEST_FIELD_ORDER)[number];

export function isOfficeRequestField(value: string): value is OfficeRequestField {
  return (OFFICE_REQUEST_FIELD_ORDER as readonly string[]).includes(value);
}

export const EMPTY_OFFICE_REQUEST: OfficeRequestInput = {
  name: '',
  email: '',
  phone_number: '',
  business_type: '',
  member_request: false,
  codex_request: false,
  meeting_request: false,
};

/** The first message in the seeds' order among per-field messages (keys of the same shape as zod's issues). */
export function firstMessageInOrder(messages: Partial<Record<string, string | undefined>>): string | undefined {
  for (const field of OFFICE_REQUEST_FIELD_ORDER) {
    const message = messages[field];
    if (message) return message;
  }

  return undefined;
}
