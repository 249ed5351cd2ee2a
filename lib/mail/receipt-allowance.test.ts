import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { rateLimits } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { withFullBucket } from '@/tests/fixtures/rate-limits';

import { consumeReceiptAllowance, RECEIPT_MAIL_LIMITS } from './receipt-allowance';

prepareTestDatabase();

const hitsOfEveryone = async () =>
  (await db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, 'public-form-mail:all')))[0]
    ?.hits ?? 0;

describe('consumeReceiptAllowance', () => {
  it('lets a few mails a day go to one address, whatever its case, and then none', async () => {
    const answers = [];
    for (const to of ['saraa@example.mn', 'SARAA@example.mn', ' Saraa@Example.MN ', 'saraa@example.mn'])
      answers.push(await consumeReceiptAllowance(to));

    expect(RECEIPT_MAIL_LIMITS.perRecipient.limit).toBe(3);
    expect(answers).toEqual([true, true, true, false]);
    expect(await consumeReceiptAllowance('bold@example.mn')).toBe(true);
  });

  it('counts a mail left out for its recipient against no one else', async () => {
    const before = await hitsOfEveryone();

    expect(await consumeReceiptAllowance('saraa@example.mn')).toBe(false);
    expect(await hitsOfEveryone()).toBe(before);
  });

  it('lets no mail go, to anyone, once the hour’s mails of all forms are spent', async () => {
    const allowed = await withFullBucket('public-form-mail:all', RECEIPT_MAIL_LIMITS.all.limit, () =>
      consumeReceiptAllowance('new@example.mn'),
    );

    expect(allowed).toBe(false);
    expect(await consumeReceiptAllowance('other@example.mn')).toBe(true);
  });
});
