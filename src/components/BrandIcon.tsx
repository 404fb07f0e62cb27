// Brand marks for sharing and social links: the brand's view of the brand-marks sprite
// (written with its module ./brand-marks by npm run icons:brands), as a mask over the
// text colour (BrandIcon.css). The sprite is fetched once for the whole site, and, as a
// CSS image, only once a mark is laid out: the footer's, not before the footer nears
// the viewport, so it never competes with what a page first shows.
import type { CSSProperties } from "react";
import { BRAND_MARKS_SPRITE, type BRANDS } from "./brand-marks";

export type Brand = (typeof BRANDS)[number];

export function BrandIcon({ brand, size = 20 }: { brand: Brand; size?: number }) {
  const style = { "--brand-mark": `url(${BRAND_MARKS_SPRITE}#${brand})`, width: size, height: size } as CSSProperties;
  return <span className="brand-mark" style={style} aria-hidden="true" />;
}
