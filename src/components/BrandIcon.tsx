// Brand marks for sharing and social links: the brand's own SVG file (written with its
// module ./brand-marks by npm run icons:brands), as a mask over the text colour
// (BrandIcon.css). Each file is fetched once for the whole site, and, as a CSS image,
// only once its mark is laid out: the footer's, not before the footer nears the
// viewport, so they never compete with what a page first shows.
import type { CSSProperties } from "react";
import { BRAND_MARKS } from "./brand-marks";

export type Brand = keyof typeof BRAND_MARKS;

export function BrandIcon({ brand, size = 20 }: { brand: Brand; size?: number }) {
  const style = { "--brand-mark": `url(${BRAND_MARKS[brand]})`, width: size, height: size } as CSSProperties;
  return <span className="brand-mark" style={style} aria-hidden="true" />;
}
