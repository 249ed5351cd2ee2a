import { z } from 'zod';

import { isAdminUploadKey } from '@/lib/admin/uploads';

import { LANGS, MAIN_CODES } from './schema';

/** Messages are keys of the back-office texts (messages/mn/admin-screens/yellow.json). */
const M = 'admin.yellow.errors';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max, `${M}.tooLong`);

export const CONTACT_TYPES = ['phone', 'fax', 'email', 'website'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

const PHONE = /^\+?[0-9][0-9 ()-]{3,24}$/;

/** Seeds 3 New contact: a value checked by its type (a phone or fax number, an e-mail address, an http(s) address). */
export const contactSchema = z
  .object({
    contact_type: z.enum(CONTACT_TYPES, `${M}.contactType`),
    contact_value: z.string().trim().min(1, `${M}.contactRequired`).max(200, `${M}.tooLong`),
  })
  .superRefine(({ contact_type: type, contact_value: value }, context) => {
    const isValid =
      type === 'email'
        ? z.email().safeParse(value).success
        : type === 'website'
          ? /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value)
          : PHONE.test(value);
    if (!isValid) context.addIssue({ code: 'custom', path: ['contact_value'], message: `${M}.contact.${type}` });
  });
export type ContactInput = z.input<typeof contactSchema>;

/** Seeds 3 New category of a company: a main and one of its sub categories. */
export const companyCategorySchema = z.object({
  mainCategory: z.enum(MAIN_CODES, `${M}.mainRequired`),
  subCategory: z.coerce
    .number(`${M}.subRequired`)
    .int(`${M}.subRequired`)
    .positive(`${M}.subRequired`)
    .max(2_147_483_647),
});

/**
 * Seeds 7.5 `POST /update/company`: the company's fields, with contacts and categories to add. The logo is the
 * stored key: the current one, or one the upload route just wrote (the action checks which).
 */
export const companyUpdateSchema = z.object({
  id,
  name_mn: text(200).min(1, `${M}.nameMnRequired`),
  name_en: text(200).min(1, `${M}.nameEnRequired`),
  registration_number: text(50).min(1, `${M}.registrationRequired`),
  address_mn: text(500),
  address_en: text(500),
  about_mn: text(5000),
  about_en: text(5000),
  logo: z.string().trim().max(300),
  approval: z.boolean(),
  status: z.boolean(),
  new_contact: z.array(contactSchema).max(20).default([]),
  new_category: z.array(companyCategorySchema).max(20).default([]),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;

export const isNewLogoKey = (key: string): boolean => isAdminUploadKey('image', key);

/** Seeds 7.5 `POST /update/company-status`: the operating flag ('Идэвхитэй' / 'Идэвхигүй'). */
export const companyStatusSchema = z.object({ id, status: z.boolean() });

/** Seeds 7.5 `DELETE /delete/category?category_id=&company_id=`: one category taken off a company. */
export const companyCategoryRemovalSchema = z.object({ category_id: id, company_id: id });

export const idSchema = z.object({ id });

/** Seeds 7.5 `POST /update/person`: a consultant engineer's fields (seeds 5: names, professions and phone needed). */
export const consultantUpdateSchema = z.object({
  id,
  name_mn: text(200).min(1, `${M}.nameMnRequired`),
  name_en: text(200).min(1, `${M}.nameEnRequired`),
  profession_mn: text(200).min(1, `${M}.professionMnRequired`),
  profession_en: text(200).min(1, `${M}.professionEnRequired`),
  phone: text(50).min(1, `${M}.phoneRequired`),
  advice_mn: text(1000),
  advice_en: text(1000),
  approval: z.boolean(),
});
export type ConsultantUpdateInput = z.input<typeof consultantUpdateSchema>;

/** Staff's decision on a request (seeds 2.5): approving publishes it, rejecting keeps it with the reason mailed. */
export const reviewSchema = z.discriminatedUnion('decision', [
  z.object({ type: z.enum(['1', '2']), id, decision: z.literal('approve') }),
  z.object({
    type: z.enum(['1', '2']),
    id,
    decision: z.literal('reject'),
    reason: text(1000).min(1, `${M}.reasonRequired`),
  }),
]);
export type ReviewInput = z.input<typeof reviewSchema>;

/** Seeds 7.5 `POST /update/category` with category_code and name (in the language the list shows). */
export const categoryRenameSchema = z.object({
  category_code: z.string().regex(/^0[1-4][0-9]{2,}$/, `${M}.invalid`),
  lang: z.enum(LANGS),
  name: text(200).min(1, `${M}.nameRequired`),
});
export type CategoryRenameInput = z.input<typeof categoryRenameSchema>;

/** Seeds 7.5 `POST /insert/category` with mainCategory, nameMn, nameEn; the code is the next free one. */
export const categoryCreateSchema = z.object({
  mainCategory: z.enum(MAIN_CODES, `${M}.mainRequired`),
  nameMn: text(200).min(1, `${M}.nameMnRequired`),
  nameEn: text(200).min(1, `${M}.nameEnRequired`),
});
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
