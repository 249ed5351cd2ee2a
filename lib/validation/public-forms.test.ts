import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { anonymousInfoSchema } from '@/lib/assessment/anonymous-schema';
import { registrationSchema } from '@/lib/conference/sign-up/schema';
import { editionRegistrationSchema } from '@/lib/conference/registrations/schema';
import { consultantFormSchema, registrantSchema } from '@/lib/directory/registration/schema';
import { codeRequestQuerySchema } from '@/lib/meetings/attendee-schema';
import { officeRequestSchema } from '@/lib/membership-requests/schema';

type PublicForm = {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  phone?: string;
  personName?: string;
  email?: string;
};

/**
 * Every public form with a phone, a person's name or an e-mail (the meetings' sign-in asks an e-mail only; the
 * assessment asks an organisation's name, not a person's), with a valid input and the names of those fields.
 */
const FORMS: readonly PublicForm[] = [
  {
    name: 'conference registration',
    schema: registrationSchema,
    valid: {
      company: 'Khangai Copper',
      first_name: 'Bat',
      last_name: 'Dorj',
      country: 'MN',
      email: 'bat@example.mn',
      phone_number: '+976 9911 2233',
    },
    phone: 'phone_number',
    personName: 'first_name',
    email: 'email',
  },
  {
    name: 'conference registration by staff',
    schema: editionRegistrationSchema,
    valid: {
      company: 'Khangai Copper',
      first_name: 'Bat',
      last_name: 'Dorj',
      country: 'MN',
      email: 'bat@example.mn',
      phone_number: '99112233',
      event_id: 3,
    },
    phone: 'phone_number',
    personName: 'last_name',
    email: 'email',
  },
  {
    name: 'membership request',
    schema: officeRequestSchema,
    valid: {
      name: 'Б.Болд',
      email: 'bold@example.mn',
      phone_number: '99112233',
      business_type: 'Mining',
      member_request: true,
    },
    phone: 'phone_number',
    personName: 'name',
    email: 'email',
  },
  {
    name: 'directory registrant',
    schema: registrantSchema,
    valid: {
      registrantName: 'Б.Болд',
      registrantPosition: 'Director',
      registrantEmail: 'bold@example.mn',
      registrantPhone: '99112233',
    },
    phone: 'registrantPhone',
    personName: 'registrantName',
    email: 'registrantEmail',
  },
  {
    name: 'directory consultant',
    schema: consultantFormSchema,
    valid: {
      nameMn: 'Б.БОЛД',
      nameEn: 'B. BOLD',
      professionMn: 'Геологич',
      professionEn: 'Geologist',
      phone: '99112233',
    },
    phone: 'phone',
  },
  {
    name: 'anonymous assessment',
    schema: anonymousInfoSchema,
    valid: { name: 'Khangai Copper', email: 'info@example.mn', phone_number: '99112233' },
    phone: 'phone_number',
    email: 'email',
  },
  { name: 'meeting sign-in', schema: codeRequestQuerySchema, valid: { email: 'attendee@example.com' }, email: 'email' },
];

const refusedFields = (schema: z.ZodType, input: Record<string, unknown>): string[] =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => String(issue.path[0]));

describe('the public forms share the contact rules', () => {
  for (const form of FORMS) {
    describe(form.name, () => {
      it('accepts its valid example', () => {
        expect(refusedFields(form.schema, form.valid)).toEqual([]);
      });

      if (form.phone) {
        const phone = form.phone;
        it('refuses the phone "abc" and only that', () => {
          expect(refusedFields(form.schema, { ...form.valid, [phone]: 'abc' })).toEqual([phone]);
        });
      }
      if (form.personName) {
        const name = form.personName;
        it('refuses a name without two letters', () => {
          expect(refusedFields(form.schema, { ...form.valid, [name]: 'Б.' })).toEqual([name]);
        });
      }
      if (form.email) {
        const email = form.email;
        it('refuses an e-mail that is no address', () => {
          expect(refusedFields(form.schema, { ...form.valid, [email]: 'bat@' })).toEqual([email]);
        });
      }
    });
  }
});
