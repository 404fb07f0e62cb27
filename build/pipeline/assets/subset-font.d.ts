// The parts of subset-font's API (harfbuzz's subsetter) and of fontverter (its woff2 codec),
// neither with types of its own, that build/pipeline/assets/fonts.ts and its test use.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** each axis pinned to a value or cut to a range; the rest of the font's design space is dropped */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** the OpenType features to keep (four-letter tags); without it, every feature is kept */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(font: Buffer, toFormat: "sfnt" | "woff" | "woff2" | "truetype"): Promise<Buffer>;
}
