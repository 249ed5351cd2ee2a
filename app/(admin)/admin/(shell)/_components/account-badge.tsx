import type { AdminAccount } from '@/lib/auth/guards';

/** The signed-in account: an avatar circle with the first letter of the first name, the name and position. */
export function AccountBadge({ account, label }: { account: AdminAccount; label: string }) {
  const initial = Array.from(account.firstName.trim())[0]?.toUpperCase() ?? '?';

  return (
    <div className="flex items-center gap-3" aria-label={label} role="group">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-dark text-lg font-semibold text-white"
      >
        {initial}
      </span>
      <span className="flex flex-col leading-tight">
        <span className="font-semibold text-ink">{account.firstName}</span>
        {account.position && <span className="text-sm text-muted">{account.position}</span>}
      </span>
    </div>
  );
}
