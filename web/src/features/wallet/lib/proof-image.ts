export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_PROOF_IMAGES = 3;

export type ProofCheck = { ok: true; dataUrl: string } | { ok: false; key: 'proofType' | 'proofSize' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

function readBytes(file: Blob): Promise<Uint8Array> {
  // FileReader rather than Blob.arrayBuffer: older mobile browsers (and jsdom) lack the latter.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/**
 * A proof image as the upstream accepts it: png or jpeg judged by its first bytes (not its name or
 * the browser's guess), at most 5 MB, sent as a data URL whose type is the one the bytes show.
 */
export async function checkProofImage(file: Blob): Promise<ProofCheck> {
  if (file.size > MAX_PROOF_BYTES) return { ok: false, key: 'proofSize' };
  const bytes = await readBytes(file);
  const type = startsWith(bytes, PNG) ? 'image/png' : startsWith(bytes, JPEG) ? 'image/jpeg' : null;
  if (!type) return { ok: false, key: 'proofType' };
  return { ok: true, dataUrl: `data:${type};base64,${base64(bytes)}` };
}
