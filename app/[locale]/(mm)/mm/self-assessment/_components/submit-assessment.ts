import { z } from 'zod';

import {
  type AnonymousResult,
  anonymousResultSchema,
  type AnonymousSubmission,
} from '@/lib/assessment/anonymous-schema';

const failureSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

export type SubmitOutcome = { ok: true; result: AnonymousResult } | { ok: false; detail: string | null };

/**
 * Sends the assessment to `POST /api/insert/answer` (seeds 7.3). A refusal's most specific text (a field's
 * message, else the general one) comes back as `detail`; a network failure has none.
 */
export async function submitAssessment(submission: AnonymousSubmission, locale: string): Promise<SubmitOutcome> {
  try {
    const response = await fetch(`/api/insert/answer?lang=${locale}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submission),
    });
    const body: unknown = await response.json().catch(() => null);
    const success = z.object({ result: anonymousResultSchema }).safeParse(body);
    if (response.status === 200 && success.success) return { ok: true, result: success.data.result };
    const failure = failureSchema.safeParse(body);
    if (!failure.success) return { ok: false, detail: null };

    return { ok: false, detail: Object.values(failure.data.errors ?? {})[0] ?? failure.data.message };
  } catch {
    return { ok: false, detail: null };
  }
}
