// Email: enquiries and the deploy-failed notice go out through Resend, from CONTACT_FROM_EMAIL.
// The key is asked of Resend with the real SDK (listing the account's domains: it sends nothing),
// and the sender's domain must be one Resend has verified; a key with sending access only may not
// list domains, and then the domain is left to Resend's own check at the first send.
import { Resend } from "resend";
import { addressOf, domainOf } from "./addresses";
import { type Finding, finding, IN_NETLIFY, type Settings, setting } from "./finding";
import { CHECK_TIMEOUT_MS } from "./outcome";
import { addressList, numberSetting, sender } from "./variable-checks";

const KEY = "RESEND_API_KEY";
const SENDER = "CONTACT_FROM_EMAIL";
/** Resend's shared test sender: it delivers only to the Resend account's own address. */
const TEST_SENDER_DOMAIN = "resend.dev";

type DomainsAnswer =
  | { kind: "domains"; domains: { name: string; status: string }[] }
  | { kind: "sending-only" }
  | { kind: "refused"; detail: string }
  | { kind: "unreachable"; detail: string };

async function accountDomains(key: string, baseUrl: string | undefined): Promise<DomainsAnswer> {
  const resend = new Resend(key, baseUrl ? { baseUrl } : {});
  const { data, error } = await resend.domains.list(undefined, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  if (data) return { kind: "domains", domains: data.data };
  // the SDK answers a request that never got an answer with no status code
  if (error.statusCode === null) return { kind: "unreachable", detail: error.message.replace(/\.$/, "") };
  // busy or failing: not an answer about the key
  if (error.statusCode === 429 || error.statusCode >= 500) return { kind: "unreachable", detail: `it answered ${error.statusCode} ${error.name}` };
  if (error.name === "restricted_api_key") return { kind: "sending-only" };
  return { kind: "refused", detail: `${error.statusCode} ${error.name}: ${error.message}` };
}

function keyFinding(answer: DomainsAnswer, where: string): Finding {
  if (answer.kind === "unreachable") return finding("unchecked", KEY, `could not check with Resend at ${where}: ${answer.detail}.`);
  if (answer.kind === "refused") return finding("wrong", KEY, `Resend refused it (${answer.detail}): create an API key in Resend (API Keys) and set it ${IN_NETLIFY}.`);
  return finding("ok", KEY, `accepted by Resend${answer.kind === "sending-only" ? " (sending access only)" : ""}.`);
}

function senderDomainFinding(answer: DomainsAnswer, address: string): Finding {
  const domain = domainOf(address);
  if (domain === TEST_SENDER_DOMAIN)
    return finding(
      "warning",
      SENDER,
      `${address} is Resend's test sender, which delivers only to your Resend account's own address: add your domain in Resend (Domains) and send from it.`,
    );
  if (answer.kind === "sending-only")
    return finding("ok", SENDER, `${address} (its domain is not checked: RESEND_API_KEY may only send; Resend refuses a sender whose domain it has not verified).`);
  if (answer.kind !== "domains") return finding("unchecked", SENDER, `${address}: whether Resend has verified ${domain} could not be checked (see ${KEY}).`);
  const known = answer.domains.find((candidate) => candidate.name.toLowerCase() === domain);
  if (!known)
    return finding(
      "wrong",
      SENDER,
      `${address}: ${domain} is not one of the Resend account's domains, so Resend refuses to send from it: add it in Resend (Domains) and set the DNS records it gives.`,
    );
  if (known.status !== "verified")
    return finding(
      "wrong",
      SENDER,
      `${address}: Resend has not verified ${domain} yet (its status is ${known.status}): set the DNS records Resend → Domains shows, then press Verify.`,
    );
  return finding("ok", SENDER, `${address}: ${domain} is verified in Resend.`);
}

export async function emailFindings(settings: Settings): Promise<Finding[]> {
  const key = setting(settings, KEY);
  const from = setting(settings, SENDER);
  const shape = sender(settings);
  const address = from ? addressOf(from) : null;
  const findings: Finding[] = [];
  if (!key)
    findings.push(
      finding(
        "missing",
        KEY,
        `not set: enquiries are kept but not emailed, and no one hears of a failed deploy. Create an API key in Resend (API Keys; sending access is enough) and set it ${IN_NETLIFY}.`,
      ),
    );
  else if (!key.startsWith("re_")) findings.push(finding("wrong", KEY, "does not start with re_, as Resend's API keys do: copy the key from Resend (API Keys)."));
  const baseUrl = setting(settings, "RESEND_BASE_URL");
  const answer = key?.startsWith("re_") ? await accountDomains(key, baseUrl) : null;
  if (answer) findings.push(keyFinding(answer, baseUrl ?? "api.resend.com"));
  findings.push(answer && address ? senderDomainFinding(answer, address) : shape);
  findings.push(addressList(settings, "CONTACT_TO_EMAIL", "enquiries are kept but emailed to no one"));
  const timeout = numberSetting(settings, "RESEND_TIMEOUT_MS", "milliseconds each Resend attempt may take", "a positive whole number", (n) => Number.isInteger(n) && n > 0);
  return timeout ? [...findings, timeout] : findings;
}
