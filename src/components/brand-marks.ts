// Written by npm run icons:brands (build/brand-marks.ts): the sprite that holds the brand
// marks (24 × 24 each, a <view> named for each brand) and the brands it holds.
export const BRAND_MARKS_SPRITE = "/assets/brand-marks-3c4de5bb3d.svg";

export const BRANDS = ["twitter", "facebook", "whatsapp", "instagram", "vimeo", "linkedin"] as const;
