import { z } from 'zod';

const M = 'admin.organisation';

export const ABOUT_CATEGORIES = ['President', 'Association', 'Office', 'Auditor'] as const;
export type AboutCategory = (typeof ABOUT_CATEGORIES)[number];

const name = z.string().trim().min(1, `${M}.nameRequired`).max(200);
/** English fields are labelled required on the form but not checked (seeds 5). */
const optionalText = z.string().trim().max(300).default('');
const requiredText = (message: string) => z.string().trim().min(1, `${M}.about.${message}`).max(300);
/** The stored key of the picture: an upload, a default picture or the one saved before (checked by the action). */
const profile = z.string().trim().min(1, `${M}.imageRequired`).max(512);

/**
 * Seeds 5 and 7 (`/insert/about-us`), one shape per category. Fields are declared in the order the seeds give
 * their messages, so the first message is the seeds' first: President name, years of work, image; council name,
 * position, company, image; office name, position, e-mail, image; auditor name, image.
 */
export const presidentSchema = z.object({
  about_category: z.literal('President'),
  name,
  name_en: optionalText,
  years_of_work: requiredText('yearsOfWorkRequired'),
  profile,
});

export const councilMemberSchema = z.object({
  about_category: z.literal('Association'),
  name,
  name_en: optionalText,
  position: requiredText('positionRequired'),
  position_en: optionalText,
  company: requiredText('companyRequired'),
  company_en: optionalText,
  profile,
});

export const officeMemberSchema = z.object({
  about_category: z.literal('Office'),
  name,
  name_en: optionalText,
  position: requiredText('positionRequired'),
  position_en: optionalText,
  email: z
    .string()
    .trim()
    .min(1, `${M}.emailRequired`)
    .max(200)
    .pipe(z.email(`${M}.emailInvalid`)),
  profile,
});

export const auditorSchema = z.object({
  about_category: z.literal('Auditor'),
  name,
  name_en: optionalText,
  position: optionalText,
  position_en: optionalText,
  company: optionalText,
  company_en: optionalText,
  profile,
});

export const aboutPersonSchema = z.discriminatedUnion('about_category', [
  presidentSchema,
  councilMemberSchema,
  officeMemberSchema,
  auditorSchema,
]);
export type AboutPersonInput = z.input<typeof aboutPersonSchema>;
export type AboutPersonValues = z.output<typeof aboutPersonSchema>;

export const aboutPersonUpdateSchema = z.intersection(z.object({ id: z.number().int().positive() }), aboutPersonSchema);

export const aboutPersonIdSchema = z.object({ id: z.coerce.number().int().positive() });
