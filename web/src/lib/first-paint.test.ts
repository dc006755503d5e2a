import { describe, expect, it } from 'vitest';
import { bootstrap, banners } from '@/testing/fixtures';
import { createFakeTrpc } from '@/testing/fake-trpc';
import { pickImageCdn } from './cdn';
import { readFirstPaint, seedFirstPaint, type FirstPaint } from './first-paint';
import { createQueryClient } from './query-client';

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'portal-boot';
    script.textContent = block;
    doc.body.append(script);
  }
  return doc;
}

function firstPaint(overrides: Partial<FirstPaint> = {}): FirstPaint {
  return {
    v: 1,
    language: 'EN',
    imageCdn: 'https://img2.example',
    bootstrap: bootstrap({ imageCDNs: ['https://img1.example', 'https://img2.example'] }),
    banners: banners(),
    lanes: [],
    ...overrides,
  };
}

describe("the page's first-paint data", () => {
  it('is read when the block is there, of this version and of the expected shape', () => {
    expect(readFirstPaint(pageWith(JSON.stringify(firstPaint())))).toMatchObject({ v: 1, language: 'EN' });
    expect(readFirstPaint(pageWith(null))).toBeNull();
    expect(readFirstPaint(pageWith('{not json'))).toBeNull();
    expect(readFirstPaint(pageWith(JSON.stringify({ ...firstPaint(), v: 2 })))).toBeNull();
    expect(readFirstPaint(pageWith(JSON.stringify({ ...firstPaint(), bootstrap: null })))).toBeNull();
    expect(readFirstPaint(pageWith(JSON.stringify({ ...firstPaint(), lanes: 'x' })))).toBeNull();
  });

  it('fills the query cache so the first render fetches neither the bootstrap, the banners nor the lanes', () => {
    const { client } = createFakeTrpc({});
    const data = firstPaint();
    const queryClient = seedFirstPaint(createQueryClient(), client, data);
    const cached = queryClient.getQueryCache().getAll();
    expect(cached.map((q) => q.queryKey[0])).toEqual([
      ['system', 'bootstrap'],
      ['content', 'banners'],
      ['games', 'lanes'],
    ]);
    expect(cached[0]?.state.data).toEqual(data.bootstrap);
    // The image host the gateway preloaded the banner from is the one the page uses.
    expect(pickImageCdn(['https://img1.example', 'https://img2.example'])).toBe('https://img2.example');
  });

  it('leaves out data written in another language than the app starts in', () => {
    const { client } = createFakeTrpc({});
    const queryClient = seedFirstPaint(createQueryClient(), client, firstPaint({ language: 'VI' }));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
