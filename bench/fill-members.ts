/**
 * Adds member organisations for the Finish benchmark to the benchmark database (DATA_DIR), each with a fresh
 * assessment. Prints their e-mails as JSON. Usage: tsx --conditions=react-server bench/fill-members.ts COUNT
 */
import { closeDatabase, db } from '@/db';
import { memberCompanies } from '@/db/schema';

const count = Number(process.argv[2] ?? 3);
const members = await db
  .insert(memberCompanies)
  .values(
    Array.from({ length: count }, (_, index) => ({
      name: `Бенч Майнинг ${index + 1} ХХК`,
      email: `bench-member-${index + 1}@example.com`,
      logo: '',
    })),
  )
  .returning({ email: memberCompanies.email });
await closeDatabase();
console.log(JSON.stringify(members.map((member) => member.email)));
