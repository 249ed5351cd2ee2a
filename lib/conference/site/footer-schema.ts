import { z } from 'zod';

import { CONTACT_TYPES } from '@/lib/conference/contact-links';
import { PHONE_NUMBER, requiredText, rowIdSchema, WEB_ADDRESS } from '@/lib/validation/form-fields';

const M = 'admin.weekSite.footer.errors';

type ContactType = (typeof CONTACT_TYPES)[number];

/** What the information must look like for its type: the footer turns it into a call, a mail or a link. */
const FITS_TYPE: Record<ContactType, { fits: (information: string) => boolean; message: string }> = {
  phone: { fits: (information) => PHONE_NUMBER.test(information), message: `${M}.phoneInvalid` },
  email: { fits: (information) => z.email().safeParse(information).success, message: `${M}.emailInvalid` },
  link: { fits: (information) => WEB_ADDRESS.test(information), message: `${M}.linkInvalid` },
};

const footerFields = {
  type: z.enum(CONTACT_TYPES, `${M}.typeRequired`),
  information: requiredText({ required: `${M}.informationRequired`, tooLong: `${M}.tooLong`, max: 200 }),
};

// Runs only once both fields are valid on their own, so a missing type never adds a second message.
function checkFitsType(value: { type: ContactType; information: string }, context: z.RefinementCtx): void {
  const rule = FITS_TYPE[value.type];
  if (!rule.fits(value.information)) context.addIssue({ code: 'custom', path: ['information'], message: rule.message });
}

/**
 * Footer contact info (seeds 7.2 `insert/footer`): type ('Төрлийг оруулна уу') then information ('Мэдээллийг
 * оруулна уу'), which must be a phone number, an e-mail address or a web address as its type says.
 */
export const footerInfoSchema = z.object(footerFields).superRefine(checkFitsType);
export type FooterInfoInput = z.input<typeof footerInfoSchema>;

/** Seeds 7.2 `update/footer`: the same fields and the entry's `id`. */
export const footerInfoUpdateSchema = z.object({ ...footerFields, id: rowIdSchema }).superRefine(checkFitsType);

export const footerInfoIdSchema = z.object({ id: rowIdSchema });
