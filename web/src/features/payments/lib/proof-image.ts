import { readImageFile } from '@/lib/image-file';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_PROOF_IMAGES = 3;

export type ProofCheck = { ok: true; dataUrl: string } | { ok: false; key: 'proofType' | 'proofSize' };

/**
 * A proof image as the upstream accepts it: png or jpeg judged by its first bytes (not its name or
 * the browser's guess), at most 5 MB, sent as a data URL whose type is the one the bytes show.
 */
export async function checkProofImage(file: Blob): Promise<ProofCheck> {
  const checked = await readImageFile(file, MAX_PROOF_BYTES);
  if (checked.ok) return checked;
  return { ok: false, key: checked.reason === 'size' ? 'proofSize' : 'proofType' };
}
