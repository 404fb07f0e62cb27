// The part of subset-font's API (harfbuzz's subsetter, no types of its own) that build/fonts.ts uses.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** each axis pinned to a value or cut to a range; the rest of the font's design space is dropped */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
