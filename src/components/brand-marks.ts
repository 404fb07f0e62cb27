// Written by npm run icons:brands (build/brand-marks.ts): the sprite that holds the brand
// marks (one <symbol> per brand, 24 × 24) and the brands it holds.
export const BRAND_MARKS_SPRITE = "/assets/brand-marks-04ef14641b.svg";

export const BRANDS = ["twitter", "facebook", "whatsapp", "instagram", "vimeo", "linkedin"] as const;
