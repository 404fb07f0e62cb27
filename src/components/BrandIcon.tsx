// Brand marks for sharing and social links: a reference into the brand-marks sprite
// (written with its module ./brand-marks by npm run icons:brands), fetched once for
// the whole site rather than carried by every page and island.
import { BRAND_MARKS_SPRITE, type BRANDS } from "./brand-marks";

export type Brand = (typeof BRANDS)[number];

export function BrandIcon({ brand, size = 20 }: { brand: Brand; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
      <use href={`${BRAND_MARKS_SPRITE}#${brand}`} />
    </svg>
  );
}
