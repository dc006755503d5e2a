/** subset-font (harfbuzz's subsetter) ships no types: the call lib/page-fonts.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' },
  ): Promise<Buffer>;
}
