// A line icon from its inner SVG markup (see named-icon.ts), drawn with lucide's
// attributes. Islands take icons in this form: a string crosses the island
// boundary as JSON, and the browser bundle carries no icon library.
interface SvgIconProps {
  /** the icon's inner SVG markup, trusted: produced at build time from lucide */
  body: string;
  size?: number;
  className?: string;
}

export function SvgIcon({ body, size = 20, className }: SvgIconProps) {
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
