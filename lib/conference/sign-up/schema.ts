import { z } from 'zod';

import { personName, phoneNumber } from '@/lib/validation/contact-rules';

import { isCountryCode } from '../countries';

// The site's Content-Security-Policy forbids eval, and zod's probe for its compiled parsers (`new Function`) is
// reported as a violation in browsers. Parsing without compiled parsers is as correct; servers keep them.
if (typeof window !== 'undefined') z.config({ jitless: true });

const M = 'conference.register.errors';
/** Seeds 5: the alert above the form while any field is missing; each field also names itself below it. */
const INCOMPLETE = 'conference.register.incomplete';

/** The message of a missing field: "Нэрээ оруулна уу", one per field. */
const missing = (field: string) => `${M}.${field}`;
const required = (field: string, max: number) =>
  z.string(missing(field)).trim().min(1, missing(field)).max(max, 'conference.register.tooLong');

/**
 * A registration for the current edition (seeds 5), shared by the form, the server action and the JSON API.
 * Stricter than the seeds, as every public form is (lib/validation/contact-rules.ts): names need two letters,
 * the phone must be a phone number, the e-mail an address, the country one of the picker's codes.
 */
export const registrationSchema = z.object({
  company: required('company', 200),
  first_name: required('first_name', 100).pipe(personName(`${M}.nameInvalid`)),
  last_name: required('last_name', 100).pipe(personName(`${M}.nameInvalid`)),
  country: required('country', 2).refine(isCountryCode, 'conference.register.countryInvalid'),
  email: required('email', 254).pipe(z.email('conference.register.emailInvalid')),
  phone_number: required('phone_number', 50).pipe(phoneNumber(`${M}.phoneInvalid`)),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** The form's fields in the seeds' order. */
export const REGISTRATION_FIELDS = ['company', 'first_name', 'last_name', 'country', 'email', 'phone_number'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export function isRegistrationField(value: string): value is RegistrationField {
  return (REGISTRATION_FIELDS as readonly string[]).includes(value);
}

export const EMPTY_REGISTRATION: RegistrationInput = {
  company: '',
  first_name: '',
  last_name: '',
  country: '',
  email: '',
  phone_number: '',
};

const MISSING_MESSAGES: ReadonlySet<string> = new Set(REGISTRATION_FIELDS.map(missing));

/**
 * One alert for the whole form: the seeds' "please complete" while any field is missing, else the first other
 * problem in the fields' order.
 */
export function registrationAlert(messages: Partial<Record<string, string | undefined>>): string | undefined {
  const present = REGISTRATION_FIELDS.map((field) => messages[field]).filter((message) => message !== undefined);

  return present.some((message) => MISSING_MESSAGES.has(message)) ? INCOMPLETE : present[0];
}
