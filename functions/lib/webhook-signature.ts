// Storyblok signs each webhook delivery: the `webhook-signature` header is the hex HMAC-SHA1
// of the raw request body, keyed with the secret set in the space's webhook settings.
import { createHmac, timingSafeEqual } from "node:crypto";

export type SignatureCheck = "valid" | "missing" | "invalid";

/** Pure: the same body, header and secret always give the same answer; never throws. */
export function checkWebhookSignature(rawBody: Uint8Array, header: string | null, secret: string): SignatureCheck {
  const given = header?.trim().toLowerCase() ?? "";
  if (given === "") return "missing";
  if (!/^[0-9a-f]{40}$/.test(given)) return "invalid";
  const expected = createHmac("sha1", secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex")) ? "valid" : "invalid";
}

export function signWebhookBody(rawBody: Uint8Array | string, secret: string): string {
  return createHmac("sha1", secret).update(rawBody).digest("hex");
}
