import { z } from 'zod';

import { personName, phoneNumber } from '@/lib/validation/contact-rules';

import { withWebScheme } from './website';

// The site's Content-Security-Policy forbids eval, and zod's probe for its compiled parsers (`new Function`) is
// reported as a violation in browsers. Parsing without compiled parsers is as correct; servers keep them.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Messages are i18n keys (messages/{mn,en}/directory-register.json), translated where they are shown. */
const E = 'directory-register.form.errors';
const REQUIRED = `${E}.required`;

/** A list may hold this many rows; more is no registration but a flood. */
const MAX_LIST_ROWS = 10;

const text = (max: number) => z.string().trim().max(max, `${E}.tooLong`);
const required = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max, `${E}.tooLong`);
const upperCased = (message: string) => required(message).transform((value) => value.toUpperCase());
const optionalText = (max: number) => text(max).default('');

/** Empty rows are the form's spare rows, not values: they are dropped before each row is checked. */
const list = (item: z.ZodType<string, string>) =>
  z
    .array(z.string().trim(), REQUIRED)
    .max(MAX_LIST_ROWS, `${E}.tooMany`)
    .default([])
    .transform((rows) => rows.filter(Boolean))
    .pipe(z.array(item));

const emailList = list(
  z
    .string()
    .max(254, `${E}.emailInvalid`)
    .pipe(z.email(`${E}.emailInvalid`)),
);
const phoneList = list(phoneNumber(`${E}.phoneInvalid`));
/** A website without a scheme is read as https:// (withWebScheme), then must be a web address with a domain. */
const websiteList = list(
  z
    .string()
    .transform(withWebScheme)
    .pipe(
      z
        .string()
        .max(500, `${E}.websiteInvalid`)
        .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: `${E}.websiteInvalid` })),
    ),
);

/** A category row: a main category 01-04 and one of its sub categories (an id; '' until one is chosen). */
const categoryRow = z.object({
  mainCategory: z.string(`${E}.categoryRequired`).regex(/^0[1-4]$/, `${E}.categoryRequired`),
  // An unchosen sub category ('') reads as 0, which is no id: the seeds' "every row needs a sub category".
  subCategory: z.coerce.number(`${E}.categoryRequired`).int(`${E}.categoryRequired`).positive(`${E}.categoryRequired`),
});

/**
 * The registrant (seeds 3 Registrant): required on the public form, every field its own message; the name and the
 * phone follow the contact rules every public form shares (lib/validation/contact-rules.ts).
 */
const registrantFields = {
  registrantName: required(REQUIRED).pipe(personName(`${E}.nameInvalid`)),
  registrantPosition: required(REQUIRED),
  registrantEmail: required(REQUIRED, 254).pipe(z.email(`${E}.emailInvalid`)),
  registrantPhone: required(REQUIRED, 30).pipe(phoneNumber(`${E}.phoneInvalid`)),
};

/** Staff adding an entry may leave the registrant out; what they give is still checked. */
const optionalRegistrantFields = {
  registrantName: optionalText(200),
  registrantPosition: optionalText(200),
  registrantEmail: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(254, `${E}.emailInvalid`)
        .pipe(z.email(`${E}.emailInvalid`)),
    ])
    .default(''),
  registrantPhone: optionalText(30),
};

export const registrantSchema = z.object(registrantFields);

/**
 * A logo file: a Blob on both sides (the browser's File, the server's multipart File). Only its presence is
 * checked here; its size (413) and its content, JPEG or PNG by magic bytes (415), are checked where it is stored.
 */
const logo = z.custom<Blob | undefined>().transform((value, context) => {
  if (typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0) return value;
  context.addIssue({ code: 'custom', message: `${E}.logoRequired` });

  return z.NEVER;
});

/**
 * Seeds 5, company: the keys are in the seeds' order of checks (zod reports issues in key order): every category
 * row needs a sub category, then the logo, the Mongolian name, the English name, the registration number. Names
 * are upper-cased; lists, addresses and introductions are optional.
 */
const companyFields = {
  categories: z
    .array(categoryRow, `${E}.categoryRequired`)
    .min(1, `${E}.categoryRequired`)
    .max(MAX_LIST_ROWS, `${E}.tooMany`),
  image: logo,
  nameMn: upperCased(`${E}.nameMnRequired`),
  nameEn: upperCased(`${E}.nameEnRequired`),
  registrationNumber: required(`${E}.registrationNumberRequired`, 50),
  emails: emailList,
  phones: phoneList,
  faxes: phoneList,
  websites: websiteList,
  addressMn: optionalText(500),
  addressEn: optionalText(500),
  aboutMn: optionalText(5000),
  aboutEn: optionalText(5000),
};

/**
 * Seeds 5, consultant engineer: Mongolian name, English name, Mongolian profession, English profession and phone,
 * checked in that order; names upper-cased; the advice range is optional.
 */
const consultantFields = {
  nameMn: upperCased(`${E}.personNameMnRequired`),
  nameEn: upperCased(`${E}.personNameEnRequired`),
  professionMn: required(`${E}.professionMnRequired`),
  professionEn: required(`${E}.professionEnRequired`),
  phone: required(`${E}.phoneRequired`, 30).pipe(phoneNumber(`${E}.phoneInvalid`)),
  adviceMn: optionalText(1000),
  adviceEn: optionalText(1000),
};

/** Step 2 of the form alone: what the company and consultant forms check before sending. */
export const companyFormSchema = z.object(companyFields);
export const consultantFormSchema = z.object(consultantFields);

/** A public company registration: the registrant (step 1) then the company (step 2). */
export const companyRegistrationSchema = z.object({ ...registrantFields, ...companyFields });
/** A company staff add on /admin/yellow/add: the same checks, the registrant optional. */
export const staffCompanySchema = z.object({ ...optionalRegistrantFields, ...companyFields });
export const consultantRegistrationSchema = z.object({ ...registrantFields, ...consultantFields });
export const staffConsultantSchema = z.object({ ...optionalRegistrantFields, ...consultantFields });

export type RegistrantInput = z.input<typeof registrantSchema>;
export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>;
export type CompanyRegistration = z.output<typeof staffCompanySchema>;
export type ConsultantRegistrationInput = z.input<typeof consultantRegistrationSchema>;
export type ConsultantRegistration = z.output<typeof staffConsultantSchema>;
/** The company form's own fields (step 2), without the registrant. */
export type CompanyFormInput = Omit<CompanyRegistrationInput, keyof RegistrantInput>;
export type ConsultantFormInput = Omit<ConsultantRegistrationInput, keyof RegistrantInput>;

/** Public registrations go to review; staff entries are published at once (seeds 4). */
export type RegistrationMode = 'public' | 'staff';

export const LIST_FIELDS = ['emails', 'phones', 'faxes', 'websites'] as const;
export type ListField = (typeof LIST_FIELDS)[number];
