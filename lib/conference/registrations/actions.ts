'use server';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import type { Locale } from '@/lib/i18n/routing';

import { HOME_COUNTRY } from '../countries';
import { getEditionById } from '../editions/public-queries';
import { saveRegistration } from '../sign-up/writes';
import { editionRegistrationSchema } from './schema';

const EDITION_MISSING = 'admin.weekRegistrations.form.editionMissing';
const ALREADY_REGISTERED = 'admin.weekRegistrations.form.errors.alreadyRegistered';

/**
 * A registrant added by staff has no page language of their own: Mongolia's get the confirmation in Mongolian,
 * everyone else in English, the two languages of the public form.
 */
function confirmationLocale(country: string): Locale {
  return country === HOME_COUNTRY ? 'mn' : 'en';
}

/**
 * Seeds 7.2 `POST /insert/registration` from /admin/week/new-register: registers someone for the chosen edition
 * with the public form's rules (one registration per e-mail address and edition), and mails them the same
 * confirmation. Staff are not rate-limited, and may add a registration to an edition that has ended or is archived
 * (someone registered at the door, a list typed in afterwards).
 */
export async function createEditionRegistration(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'registrations',
    schema: editionRegistrationSchema,
    input,
    action: 'conference-registration.create',
    target: (_data, created) => created.id,
    // Registrations show on no public page.
    isPublic: false,
    run: async ({ event_id, ...registration }) => {
      const locale = confirmationLocale(registration.country);
      const edition = await getEditionById(event_id, locale);
      const saved = edition ? await saveRegistration({ edition, registration, locale }) : null;
      if (saved?.ok) return ok({ id: saved.id });
      if (saved?.reason === 'alreadyRegistered') return fail(ALREADY_REGISTERED, { email: [ALREADY_REGISTERED] });

      return fail(EDITION_MISSING, { event_id: [EDITION_MISSING] });
    },
  });
}
