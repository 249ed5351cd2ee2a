'use server';

import { z } from 'zod';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';
import { resendFailedMail } from '@/lib/mail/failed-mails';
import { sendSoon } from '@/lib/mail/send-soon';

const resendMailSchema = z.object({ id: z.coerce.number().int().positive() });

/** The operator screen's "Resend": a failed mail goes back in line and the sender is woken at once. */
export async function resendMail(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction({
    permission: 'operations',
    schema: resendMailSchema,
    input,
    action: 'mail.resend',
    run: async ({ id }) => {
      if (!(await resendFailedMail(id))) return fail('admin.operations.system.mail.notFailed');
      await sendSoon();

      return ok({ id });
    },
    target: ({ id }) => id,
    isPublic: false,
  });
}
