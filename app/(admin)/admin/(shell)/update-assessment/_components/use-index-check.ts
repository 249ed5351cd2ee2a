'use client';

import { useCallback, useRef, useState } from 'react';

import { CID_PATTERN } from '@/lib/assessment/admin-schema';

/** idle: nothing to check (unchanged or malformed index); failed: the server could not be asked. */
export type IndexStatus = 'idle' | 'checking' | 'free' | 'taken' | 'failed';

/**
 * Seeds 5: a changed index is checked with the server (`GET /api/check/index`); the original index is not.
 * Only the answer for the index typed last is kept, so a slow answer never overwrites a newer one.
 */
export function useIndexCheck(originalCid: string | null) {
  const [state, setState] = useState<{ cid: string; status: IndexStatus }>({ cid: '', status: 'idle' });
  const latest = useRef('');

  const check = useCallback(
    async (cid: string): Promise<IndexStatus> => {
      latest.current = cid;
      if (cid === originalCid || !CID_PATTERN.test(cid)) {
        setState({ cid, status: 'idle' });

        return 'idle';
      }
      setState({ cid, status: 'checking' });
      const status: IndexStatus = await fetch(`/api/check/index?cid=${encodeURIComponent(cid)}`, { cache: 'no-store' })
        .then(async (response) => {
          if (!response.ok) return 'failed';
          const body = (await response.json()) as { exists?: unknown };

          return body.exists === true ? 'taken' : 'free';
        })
        .catch(() => 'failed' as const);
      if (latest.current === cid) setState({ cid, status });

      return status;
    },
    [originalCid],
  );

  return { state, check };
}
