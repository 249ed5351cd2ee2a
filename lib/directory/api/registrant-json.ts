/** Seeds 3 "Registrant": who sent a company's or a consultant engineer's registration. Staff only. */
export type RegistrantJson = { name: string; position: string; email: string; phone: string };

/**
 * Whether a list's rows carry their registrant: only for staff who may read who registered
 * (lib/admin/personal-data.ts); the others get `registrant: null`.
 */
export type RegistrantOption = { withRegistrant: boolean };

type RegistrantColumns = {
  registrantName: string;
  registrantPosition: string;
  registrantEmail: string;
  registrantPhone: string;
};

export function registrantJson(row: RegistrantColumns): RegistrantJson {
  return {
    name: row.registrantName,
    position: row.registrantPosition,
    email: row.registrantEmail,
    phone: row.registrantPhone,
  };
}
