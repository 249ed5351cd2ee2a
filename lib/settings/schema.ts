import { z } from 'zod';

/** Digits with the usual separators and an optional leading +, as people write phone numbers (+976 7011 1994). */
const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;
const MESSAGES = 'admin.settings.validation';

const phone = (requiredKey: string) =>
  z
    .string()
    .trim()
    .min(1, `${MESSAGES}.${requiredKey}`)
    .pipe(z.string().regex(PHONE_PATTERN, `${MESSAGES}.phoneInvalid`));
const optionalPhone = z.string().trim().regex(PHONE_PATTERN, `${MESSAGES}.phoneInvalid`).or(z.literal(''));
const email = z
  .string()
  .trim()
  .min(1, `${MESSAGES}.emailRequired`)
  .max(254, `${MESSAGES}.emailInvalid`)
  .pipe(z.email(`${MESSAGES}.emailInvalid`));
const optionalEmail = z
  .string()
  .trim()
  .max(254, `${MESSAGES}.emailInvalid`)
  .pipe(z.email(`${MESSAGES}.emailInvalid`).or(z.literal('')));
const address = (requiredKey: string) =>
  z.string().trim().min(1, `${MESSAGES}.${requiredKey}`).max(300, `${MESSAGES}.addressTooLong`);
/** Typed into a text box: empty means missing; anything that is not a number in range gets the range message. */
const coordinate = (requiredKey: string, rangeKey: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${MESSAGES}.${requiredKey}` : `${MESSAGES}.${rangeKey}`),
      })
      .min(-limit, `${MESSAGES}.${rangeKey}`)
      .max(limit, `${MESSAGES}.${rangeKey}`),
  );

/**
 * The association's contact details. The fields are declared in the order of the form, so the messages come
 * in that order too. Messages are keys of messages/mn/admin-screens/settings.json.
 */
export const siteSettingsSchema = z.object({
  phone: phone('phoneRequired'),
  phoneSecondary: optionalPhone,
  email,
  emailSecondary: optionalEmail,
  address: address('addressRequired'),
  addressEn: address('addressEnRequired'),
  latitude: coordinate('latitudeRequired', 'latitudeRange', 90),
  longitude: coordinate('longitudeRequired', 'longitudeRange', 180),
});

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsSchema>;
