import 'server-only';

import { discardStoredFiles } from '@/lib/storage';

import { type ComposeMails, saveCompany } from './entry-writes';
import type { CompanyRegistration, RegistrationMode } from './schema';
import { type StoredLogo, storeLogo } from './store-logo';

export type CompanyRefusal = 'logoTooLarge' | 'logoType' | 'logoDimensions' | 'storageUnavailable' | 'invalidCategory';
export type CreatedCompany = { ok: true; id: number } | { ok: false; reason: CompanyRefusal };

const E = 'directory-register.form.errors';

/** A logo the store refused, as the request's refusal. */
const LOGO_REFUSALS = {
  too_large: 'logoTooLarge',
  unsupported_type: 'logoType',
  too_many_pixels: 'logoDimensions',
  storage_unavailable: 'storageUnavailable',
} as const satisfies Record<Exclude<StoredLogo, { ok: true }>['error'], CompanyRefusal>;

/** Each refusal as the field it concerns and its message key (what a form shows under that field). */
export const COMPANY_REFUSALS: Record<CompanyRefusal, { field: 'image' | 'categories'; message: string }> = {
  logoTooLarge: { field: 'image', message: `${E}.logoTooLarge` },
  logoType: { field: 'image', message: `${E}.logoType` },
  logoDimensions: { field: 'image', message: `${E}.logoDimensions` },
  storageUnavailable: { field: 'image', message: 'errors.storageUnavailable' },
  invalidCategory: { field: 'categories', message: `${E}.categoryRequired` },
};

/**
 * Stores a validated company, from the public form, the API or staff: its logo first (checked by content), then
 * the company with its categories, contacts and `mails`. A logo whose company is then refused, or not written, is removed again.
 */
export async function createCompany({
  company,
  mode,
  mails,
  clientNeighbourhood,
}: {
  company: CompanyRegistration;
  mode: RegistrationMode;
  mails?: ComposeMails;
  clientNeighbourhood?: string;
}): Promise<CreatedCompany> {
  const logo = await storeLogo(company.image, mode);
  if (!logo.ok) return { ok: false, reason: LOGO_REFUSALS[logo.error] };
  try {
    const saved = await saveCompany({ company, logo: logo.key, mode, mails, clientNeighbourhood });
    if (!saved.ok) await discardStoredFiles([logo.key]);

    return saved;
  } catch (error) {
    await discardStoredFiles([logo.key]);
    throw error;
  }
}
