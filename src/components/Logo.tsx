// The agency's mark (a four-point "north light" star) beside the site name, its
// first word set bold. Text, not a picture of text, so it stays crisp and
// translatable; the star is decorative.
interface LogoProps {
  name: string;
  className?: string;
}

export function Logo({ name, className }: LogoProps) {
  const [first = name, ...rest] = name.split(" ");
  return (
    <span className={className ? `logo ${className}` : "logo"}>
      <LogoMark />
      <span className="logo__name">
        <span className="logo__first">{first}</span>
        {rest.length > 0 ? <span className="logo__rest"> {rest.join(" ")}</span> : null}
      </span>
    </span>
  );
}

export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16 1c.9 8.6 4.4 13 15 15-10.6 2-14.1 6.4-15 15-.9-8.6-4.4-13-15-15 10.6-2 14.1-6.4 15-15Z" />
      <circle cx="25.5" cy="6.5" r="2" fill="currentColor" opacity="0.55" />
    </svg>
  );
}
