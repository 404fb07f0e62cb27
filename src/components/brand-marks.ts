// Written by npm run icons:brands (build/cli/icons-brands.ts): each brand mark's file (a 24 × 24
// square with no size of its own), by brand.
export const BRAND_MARKS = {
  twitter: "/assets/brand-marks/twitter-17390ecd51.svg",
  facebook: "/assets/brand-marks/facebook-0aae869946.svg",
  whatsapp: "/assets/brand-marks/whatsapp-47113dd539.svg",
  instagram: "/assets/brand-marks/instagram-934228422c.svg",
  vimeo: "/assets/brand-marks/vimeo-51d4970350.svg",
  linkedin: "/assets/brand-marks/linkedin-872814ce88.svg",
} as const;
