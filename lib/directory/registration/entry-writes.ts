import 'server-only';

import { inArray } from 'drizzle-orm';

import { db } from '@/db';
import { isForeignKeyViolation } from '@/db/constraint-violation';
import {
  directoryCategories,
  directoryCompanies,
  directoryCompanyCategories,
  directoryCompanyContacts,
  directoryConsultants,
} from '@/db/schema';
import { enqueueMails, type OutboxMail } from '@/lib/mail/outbox';

import type { CompanyRegistration, ConsultantRegistration, RegistrationMode } from './schema';

export type SavedEntry = { ok: true; id: number } | { ok: false; reason: 'invalidCategory' };
/**
 * `mails` writes the registrant's receipt once the entry is known to be valid (it counts against a daily quota);
 * the receipt is recorded with the entry, so a stored request is acknowledged and a refused one is not.
 */
export type ComposeMails = () => Promise<readonly OutboxMail[]>;
/** `clientNeighbourhood`: the network a public request came from (db/schema/directory.ts), kept while it waits. */
type SaveOptions = { mode: RegistrationMode; mails?: ComposeMails; clientNeighbourhood?: string };

/** Seeds 4: a request waits for review unpublished; what staff add is approved and published at once. */
function reviewState(mode: RegistrationMode) {
  return mode === 'staff'
    ? ({ review: 'approved', approval: true } as const)
    : ({ review: 'pending', approval: false } as const);
}

const registrantOf = (entry: CompanyRegistration | ConsultantRegistration) => ({
  registrantName: entry.registrantName,
  registrantPosition: entry.registrantPosition,
  registrantEmail: entry.registrantEmail,
  registrantPhone: entry.registrantPhone,
});

/** The company's contacts in the form's order: e-mails, phones, faxes, websites. */
function contactsOf(companyId: number, company: CompanyRegistration) {
  const typed = [
    ...company.emails.map((value) => ({ type: 'email' as const, value })),
    ...company.phones.map((value) => ({ type: 'phone' as const, value })),
    ...company.faxes.map((value) => ({ type: 'fax' as const, value })),
    ...company.websites.map((value) => ({ type: 'website' as const, value })),
  ];

  return typed.map((contact, position) => ({
    companyId,
    contactType: contact.type,
    contactValue: contact.value,
    position,
  }));
}

/** True when every row's sub category exists and belongs to the row's main category. */
async function hasValidCategories(rows: CompanyRegistration['categories']): Promise<boolean> {
  const ids = [...new Set(rows.map((row) => row.subCategory))];
  const found = await db
    .select({ id: directoryCategories.id, mainCode: directoryCategories.mainCode })
    .from(directoryCategories)
    .where(inArray(directoryCategories.id, ids));
  const mainOf = new Map(found.map((category) => [category.id, category.mainCode]));

  return rows.every((row) => mainOf.get(row.subCategory) === row.mainCategory);
}

/**
 * Stores a validated company with its categories and contacts in one transaction, so a request is never seen
 * half-stored, nor mailed about without being stored. `logo` is the stored key of its already saved logo. A category that does not exist (or was
 * deleted meanwhile: its foreign key refuses it) is the caller's invalid input.
 */
export async function saveCompany({
  company,
  logo,
  mode,
  mails,
  clientNeighbourhood,
}: SaveOptions & { company: CompanyRegistration; logo: string }): Promise<SavedEntry> {
  if (!(await hasValidCategories(company.categories))) return { ok: false, reason: 'invalidCategory' };
  const receipts = (await mails?.()) ?? [];
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(directoryCompanies)
        .values({
          registrationNumber: company.registrationNumber,
          nameMn: company.nameMn,
          nameEn: company.nameEn,
          addressMn: company.addressMn,
          addressEn: company.addressEn,
          aboutMn: company.aboutMn,
          aboutEn: company.aboutEn,
          logo,
          ...reviewState(mode),
          ...registrantOf(company),
          clientNeighbourhood,
        })
        .returning({ id: directoryCompanies.id });
      if (!row) throw new Error('The company insert returned no row');
      const categoryIds = [...new Set(company.categories.map((category) => category.subCategory))];
      await tx
        .insert(directoryCompanyCategories)
        .values(categoryIds.map((categoryId) => ({ companyId: row.id, categoryId })));
      const contacts = contactsOf(row.id, company);
      if (contacts.length > 0) await tx.insert(directoryCompanyContacts).values(contacts);
      await enqueueMails(tx, receipts);

      return row.id;
    });

    return { ok: true, id };
  } catch (error) {
    if (isForeignKeyViolation(error)) return { ok: false, reason: 'invalidCategory' };
    throw error;
  }
}

/** Stores a validated consultant engineer (seeds 3 Consultant), waiting for review or, from staff, published. */
export async function saveConsultant({
  consultant,
  mode,
  mails,
  clientNeighbourhood,
}: SaveOptions & { consultant: ConsultantRegistration }): Promise<{ id: number }> {
  const receipts = (await mails?.()) ?? [];

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(directoryConsultants)
      .values({
        nameMn: consultant.nameMn,
        nameEn: consultant.nameEn,
        professionMn: consultant.professionMn,
        professionEn: consultant.professionEn,
        adviceMn: consultant.adviceMn,
        adviceEn: consultant.adviceEn,
        phone: consultant.phone,
        ...reviewState(mode),
        ...registrantOf(consultant),
        clientNeighbourhood,
      })
      .returning({ id: directoryConsultants.id });
    if (!row) throw new Error('The consultant insert returned no row');
    await enqueueMails(tx, receipts);

    return row;
  });
}
