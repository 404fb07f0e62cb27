// Brand marks for sharing and social links, from simple-icons (rendered as inline
// SVG, so they cost no request; their paths are copied into ./brand-paths by
// npm run icons:brands). LinkedIn is not in simple-icons, so it is drawn here.
import { SIMPLE_ICONS_PATHS } from "./brand-paths";

const LINKEDIN_PATH =
  "M3 3h18v18H3z M7 10h2.5v7H7z M8.25 6.5a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z M11 10h2.4v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.7 1.2 2.7 3.3V17H16v-3.5c0-1-.3-1.6-1.1-1.6-.9 0-1.4.6-1.4 1.6V17H11z";

const paths = { ...SIMPLE_ICONS_PATHS, linkedin: LINKEDIN_PATH } as const;

export type Brand = keyof typeof paths;

export function BrandIcon({ brand, size = 20 }: { brand: Brand; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor" fillRule="evenodd">
      <path d={paths[brand]} />
    </svg>
  );
}
