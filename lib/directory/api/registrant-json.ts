/** Seeds 3 "Registrant": who sent a company's or a consultant engineer's registration. Staff only. */
export type RegistrantJson = { name: string; position: string; email: string; phone: string };

type RegistrantColumns = { registrantName: string; registrantPosition: string; registrantEmail: string; registrantPhone: string };

export function registrantJson(row: RegistrantColumns): RegistrantJson {
  return { name: row.registrantName, position: row.registrantPosition, email: row.registrantEmail, phone: row.registrantPhone };
}
