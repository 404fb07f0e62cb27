// Netlify signs each outgoing deploy notification with the JWS secret set on it: the
// X-Webhook-Signature header is a JWT (HS256) whose claims are iss "netlify" and sha256, the hex
// SHA-256 of the raw body. Pure: the same body, header and secret always give the same answer.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export type JwsCheck = "valid" | "missing" | "invalid";

export function checkNetlifySignature(rawBody: Uint8Array, header: string | null, secret: string): JwsCheck {
  const token = header?.trim() ?? "";
  if (token === "") return "missing";
  const [head, claims, signature, ...rest] = token.split(".");
  if (!head || !claims || !signature || rest.length > 0) return "invalid";
  if (readJson(head)?.alg !== "HS256") return "invalid";
  const expected = createHmac("sha256", secret).update(`${head}.${claims}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const payload = readJson(claims);
  const digest = createHash("sha256").update(rawBody).digest("hex");
  return payload?.iss === "netlify" && payload.sha256 === digest ? "valid" : "invalid";
}

/** What Netlify sends, for tests and the fake notification. */
export function signNetlifyBody(rawBody: Uint8Array | string, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const head = encode({ alg: "HS256", typ: "JWT" });
  const claims = encode({ iss: "netlify", sha256: createHash("sha256").update(rawBody).digest("hex") });
  return `${head}.${claims}.${createHmac("sha256", secret).update(`${head}.${claims}`).digest("base64url")}`;
}

function readJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
