// The origin an edit POST may come from: the preview page's own, as the browser sees it. On Netlify
// that is the request's URL: Netlify's edge terminates TLS and hands the function the public https
// address, and what a client writes into X-Forwarded-* or Forwarded is not trusted there (the
// function's peer is then the visitor, never this machine). On this machine a TLS proxy in front of
// `npm run preview` (local-ssl-proxy, Caddy, nginx) keeps the Host header but speaks http to the
// server, so the request's URL says http while the browser's Origin says https: a proxy whose
// connection comes from this machine (the loopback address) is the trusted hop, and the scheme and
// host it forwards (Forwarded's last element, else X-Forwarded-Proto / X-Forwarded-Host) name a
// second accepted origin.

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const isLoopback = (ip: string | undefined): boolean => ip !== undefined && LOOPBACK.test(ip);

/** The request's own origin, and the one a trusted proxy forwarded when it differs. */
export function acceptedOrigins(req: Request, peerIp: string | undefined): string[] {
  const own = new URL(req.url);
  if (!isLoopback(peerIp)) return [own.origin];
  const forwarded = forwardedOrigin(req.headers, own.host);
  return forwarded && forwarded !== own.origin ? [own.origin, forwarded] : [own.origin];
}

/** The last hop's own record: the trusted proxy appends its element (or value) last. */
const lastOf = (value: string | null) => value?.split(",").at(-1)?.trim() || undefined;

function forwardedOrigin(headers: Headers, ownHost: string): string | undefined {
  const element = lastOf(headers.get("forwarded"));
  const pairs = new Map(
    (element ?? "").split(";").flatMap((pair) => {
      const [name, value] = pair.split("=", 2);
      return name && value ? [[name.trim().toLowerCase(), value.trim().replace(/^"(.*)"$/, "$1")] as const] : [];
    }),
  );
  const proto = (pairs.get("proto") ?? lastOf(headers.get("x-forwarded-proto")))?.toLowerCase();
  if (proto !== "https" && proto !== "http") return undefined;
  const host = pairs.get("host") ?? lastOf(headers.get("x-forwarded-host")) ?? ownHost;
  try {
    const url = new URL(`${proto}://${host}`);
    return url.host === host.toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
