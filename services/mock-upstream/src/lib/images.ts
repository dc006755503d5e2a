/**
 * Uploaded images judged by their content: the first bytes say png or jpeg, whatever the file's
 * name or the type its sender declared. Withdrawal proofs and feedback images both go through here.
 */
export type ImageMime = 'image/png' | 'image/jpeg';

export type ImageCheck =
  { ok: true; mimeType: ImageMime; data: Buffer } | { ok: false; reason: 'format' | 'type' | 'size' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image type its first bytes show, or null when they are neither png nor jpeg. */
export function sniffImage(data: Uint8Array): ImageMime | null {
  const startsWith = (magic: number[]) => magic.every((b, i) => data[i] === b);
  if (startsWith(PNG)) return 'image/png';
  if (startsWith(JPEG)) return 'image/jpeg';
  return null;
}

/** Decodes a base64 data URL (any declared type) and checks the bytes: png or jpeg, 1..maxBytes. */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): ImageCheck {
  const match = /^data:[\w.+/-]*;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match?.[1]) return { ok: false, reason: 'format' };
  const data = Buffer.from(match[1], 'base64');
  if (data.length === 0) return { ok: false, reason: 'format' };
  if (data.length > maxBytes) return { ok: false, reason: 'size' };
  const mimeType = sniffImage(data);
  return mimeType ? { ok: true, mimeType, data } : { ok: false, reason: 'type' };
}
