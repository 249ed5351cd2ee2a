import 'server-only';

import type { Locale } from '@/lib/i18n/routing';

import { type CompanyJson, type ListedCompanyJson, toCompanyJson, toListedCompanyJson } from './company-json';
import {
  type ConsultantJson,
  type PublicConsultantJson,
  toConsultantJson,
  toPublicConsultantJson,
} from './consultant-json';
import { listCompanyRecords, listConsultantRecords } from './queries';
import type { RegistrantOption } from './registrant-json';

type Identified = { id: number };

/**
 * Each row of a list with its record's seeds keys added after its own. A row whose record went between the two
 * reads (deleted meanwhile) is left out rather than answered half.
 */
function joinRecords<T extends Identified, R extends Identified, J extends object>(
  rows: readonly T[],
  records: readonly R[],
  toJson: (record: R) => J,
): Array<T & J> {
  const byId = new Map(records.map((record) => [record.id, record]));

  return rows.flatMap((row) => {
    const record = byId.get(row.id);

    return record ? [{ ...row, ...toJson(record) }] : [];
  });
}

const idsOf = (rows: readonly Identified[]): number[] => rows.map((row) => row.id);

/** The back-office's company rows with seeds 3 "Company (current)", their registrant as `options` allow. */
export async function withCompanyJson<T extends Identified>(
  rows: readonly T[],
  options: RegistrantOption,
): Promise<Array<T & CompanyJson>> {
  return joinRecords(rows, await listCompanyRecords(idsOf(rows)), (record) => toCompanyJson(record, options));
}

/** The public list's company cards with seeds 7.3's listed fields. */
export async function withListedCompanyJson<T extends Identified>(
  rows: readonly T[],
  locale: Locale,
): Promise<Array<T & ListedCompanyJson>> {
  return joinRecords(rows, await listCompanyRecords(idsOf(rows)), (record) => toListedCompanyJson(record, locale));
}

/** The back-office's consultant rows with seeds 3 "Consultant (person)", their registrant as `options` allow. */
export async function withConsultantJson<T extends Identified>(
  rows: readonly T[],
  options: RegistrantOption,
): Promise<Array<T & ConsultantJson>> {
  return joinRecords(rows, await listConsultantRecords(idsOf(rows)), (record) => toConsultantJson(record, options));
}

/** The public list's consultants with seeds 3 "Consultant (person)" but its registrant. */
export async function withPublicConsultantJson<T extends Identified>(
  rows: readonly T[],
): Promise<Array<T & PublicConsultantJson>> {
  return joinRecords(rows, await listConsultantRecords(idsOf(rows)), toPublicConsultantJson);
}
