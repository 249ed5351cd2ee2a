import { z } from 'zod';

import { emailSchema } from '@/lib/auth/schema';

/** Who ran an operator command, on which machine (`deploy@web-1 (command line)`): what the audit log records. */
const operatorNameSchema = z.string().trim().min(1).max(200);

/** `npm run maintenance on|off`, asked of the running server. */
export const maintenanceChangeSchema = z.object({ isOn: z.boolean(), changedBy: operatorNameSchema });
export type MaintenanceChangeInput = z.infer<typeof maintenanceChangeSchema>;

/** `npm run admin:sign-in-link -- EMAIL`, asked of the running server. */
export const signInLinkRequestSchema = z.object({ email: emailSchema, issuedBy: operatorNameSchema });
export type SignInLinkRequestInput = z.infer<typeof signInLinkRequestSchema>;
