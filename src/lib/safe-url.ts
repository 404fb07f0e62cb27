// URLs from the CMS end up in href/src attributes. Only these schemes are let
// through; javascript:, data:, vbscript: and anything else become null.
const ALLOWED_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

export function safeUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:").
  const url = raw.replace(/[\u0000-\u001F\u007F]/g, "").trim();
  if (url === "") return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url.replace(/\s+/g, ""))?.[1];
  if (!scheme) return url.startsWith("//") ? null : url;
  return ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`) ? url : null;
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
