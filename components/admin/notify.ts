'use client';

import { toast } from 'sonner';

/** Seeds 9: success notices 3 s (reports 5 s), error notices 5 s (sustainable mining 3 s). */
export const NOTICE_MS = { success: 3000, error: 5000 } as const;

export function notifySuccess(message: string, duration: number = NOTICE_MS.success): void {
  toast.success(message, { duration });
}

export function notifyError(message: string, duration: number = NOTICE_MS.error): void {
  toast.error(message, { duration });
}
