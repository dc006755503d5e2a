/** subset-font (harfbuzz's subsetter) ships no types: the call lib/page-fonts.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    /** `variationAxes`: axes pinned to a value (an instance of a variable face). */
    options?: { targetFormat?: 'woff2'; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}
