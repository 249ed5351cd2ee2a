import { z } from 'zod';

import { isCountryCode } from './countries';

// The site's Content-Security-Policy forbids eval, and zod's probe for its compiled parsers (`new Function`) is
// reported as a violation in browsers. Parsing without compiled parsers is as correct; servers keep them.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Seeds 5: every missing field gets the one message 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.'. */
const INCOMPLETE = 'conference.register.incomplete';
const required = (max: number) => z.string(INCOMPLETE).trim().min(1, INCOMPLETE).max(max, 'conference.register.tooLong');

/**
 * A registration for the current edition (seeds 5), shared by the form, the server action and the JSON API.
 * Stricter than the seeds: the e-mail must be an address, the country one of the picker's codes.
 */
export const registrationSchema = z.object({
  company: required(200),
  first_name: required(100),
  last_name: required(100),
  country: required(2).refine(isCountryCode, 'conference.register.countryInvalid'),
  email: required(254).pipe(z.email('conference.register.emailInvalid')),
  phone_number: required(50),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The form's fields in the seeds' order. */
export const REGISTRATION_FIELDS = ['company', 'first_name', 'last_name', 'country', 'email', 'phone_number'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export function isRegistrationField(value: string): value is RegistrationField {
  return (REGISTRATION_FIELDS as readonly string[]).includes(value);
}

export const EMPTY_REGISTRATION: RegistrationInput = { company: '', first_name: '', last_name: '', country: '', email: '', phone_number: '' };

/**
 * One alert for the whole form: the seeds' "please complete" while any field is missing, else the first other
 * problem in the fields' order.
 */
export function registrationAlert(messages: Partial<Record<string, string | undefined>>): string | undefined {
  const present = REGISTRATION_FIELDS.map((field) => messages[field]).filter((message) => message !== undefined);

  return present.includes(INCOMPLETE) ? INCOMPLETE : present[0];
}
