import { ALL_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ptBr } from '../modules/demo-vendor/baccarat/text/pt-br.js';
import { languageKey, loadPageTexts } from './page-text.js';

describe('loadPageTexts', () => {
  it('names each language as its file exports it', () => {
    expect(languageKey('EN')).toBe('en');
    expect(languageKey('PT-BR')).toBe('ptBr');
    expect(languageKey('TW')).toBe('tw');
  });

  it("files each language's text under its own code, every language the portal offers", async () => {
    const texts = await loadPageTexts<{ title: string }>(
      new URL('../modules/demo-vendor/baccarat/text/', import.meta.url),
    );
    expect(Object.keys(texts).sort()).toEqual([...ALL_LANGUAGES].sort());
    expect(texts['PT-BR']).toBe(ptBr);
    expect(new Set(ALL_LANGUAGES.map((code) => texts[code].title)).size).toBeGreaterThan(30);
  });

  it('refuses a folder that lacks a language', async () => {
    await expect(loadPageTexts(new URL('./', import.meta.url))).rejects.toThrow();
  });
});
