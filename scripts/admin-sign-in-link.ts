/**
 * npm run admin:sign-in-link -- EMAIL: a one-time sign-in link for a staff member, valid 10 minutes, for when mail
 * (and so the e-mailed code) is down; the audit log records who made it for whom. Exits with 1 when no staff account
 * has the address.
 */
import type { SignInLink } from '@/lib/auth/sign-in-link';
import { runCommand, runWithDatabase } from '@/lib/operations/operator-command';
import { operatorName } from '@/lib/operations/operator-name';
import { signInLinkRequestSchema } from '@/lib/operations/schema';

const [email, ...extra] = process.argv.slice(2);
const parsed = signInLinkRequestSchema.safeParse({ email, issuedBy: operatorName() });
if (extra.length > 0 || !parsed.success) {
  console.error('Usage: npm run admin:sign-in-link -- EMAIL (the e-mail address of a staff account)');
  process.exitCode = 2;
} else {
  const request = parsed.data;
  await runCommand(async () => {
    const { link } = await runWithDatabase<{ link: SignInLink | null }>({
      path: '/api/operator/sign-in-link',
      method: 'POST',
      body: request,
      here: async () => ({ link: await (await import('@/lib/auth/sign-in-link')).createSignInLink(request) }),
    });
    if (!link) {
      console.error(`No staff account has the address ${request.email}.`);

      return 1;
    }
    console.log(`Sign-in link for ${request.email}, usable once until ${link.expiresAt}:\n\n${link.url}\n`);

    return 0;
  });
}
