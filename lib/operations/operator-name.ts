import 'server-only';

import os from 'node:os';

/** Who runs an operator command on which machine, as the audit log records it: `deploy@web-1 (command line)`. */
export function operatorName(): string {
  return `${os.userInfo().username}@${os.hostname()} (command line)`;
}
