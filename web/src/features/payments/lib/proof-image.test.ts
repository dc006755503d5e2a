import { describe, expect, it } from 'vitest';
import { checkProofImage } from './proof-image';

describe('proof images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('accepts a png by its bytes and sends it as a png data URL', async () => {
    const result = await checkProofImage(new File([png], 'statement.jpg', { type: 'image/jpeg' }));
    expect(result).toEqual({
      ok: true,
      dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...png))}`,
    });
  });

  it('refuses a file that only claims to be an image, and one over 5 MB', async () => {
    const fake = new File(['GIF89a...'], 'photo.png', { type: 'image/png' });
    expect(await checkProofImage(fake)).toEqual({ ok: false, key: 'proofType' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(await checkProofImage(big)).toEqual({ ok: false, key: 'proofSize' });
  });
});
