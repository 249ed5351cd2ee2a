'use client';

import { proofEntryName } from '@/lib/assessment/admin-member-zip';
import type { MemberProofFile } from '@/lib/assessment/admin-member-results';

/**
 * Seeds 9: fetches every proof file through the guarded handler and saves them as one zip, each entry named by
 * its question id and the extension of the content type it was served with. Any failed file fails the whole zip
 * (a partial archive would look complete).
 */
export async function downloadProofZip(files: readonly MemberProofFile[], fileName: string): Promise<void> {
  const [{ default: JSZip }, entries] = await Promise.all([
    import('jszip'),
    Promise.all(
      files.map(async (proof) => {
        const response = await fetch(proof.proof_file, { cache: 'no-store' });
        if (!response.ok) throw new Error(`${proof.cid}: ${response.status}`);

        return { name: proofEntryName(proof.cid, response.headers.get('content-type')), data: await response.blob() };
      }),
    ),
  ]);
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.name, entry.data);
  const url = URL.createObjectURL(await zip.generateAsync({ type: 'blob' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
