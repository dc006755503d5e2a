/**
 * Image files picked in the browser, judged by their first bytes (not their name or the browser's
 * guess): png or jpeg only, and no larger than the caller's limit. Read once into a data URL whose
 * type is the one the bytes show, ready to send. Withdrawal proofs and feedback images use this.
 */
export type ImageFileCheck = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'size' };

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

export async function readImageFile(file: Blob, maxBytes: number): Promise<ImageFileCheck> {
  if (file.size > maxBytes) return { ok: false, reason: 'size' };
  const bytes = await readBytes(file);
  const type = startsWith(bytes, PNG) ? 'image/png' : startsWith(bytes, JPEG) ? 'image/jpeg' : null;
  if (!type) return { ok: false, reason: 'type' };
  return { ok: true, dataUrl: `data:${type};base64,${base64(bytes)}` };
}
