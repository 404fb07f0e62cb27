// The settings npm run doctor checks without asking any service: that each one a production
// deploy needs is set, and that each set one has the shape its reader expects (secrets long
// enough, the build hook a Netlify build hook, addresses that are addresses).
import { addressOf, recipients } from "./addresses";
import { type Finding, finding, IN_NETLIFY, type Settings, setting } from "./finding";

/** Shorter secrets can be guessed; `openssl rand -hex 32` makes one of 64 characters. */
export const MIN_SECRET_LENGTH = 32;
const MAKE_SECRET = "`openssl rand -hex 32` makes one";
const BUILD_HOOK = /^https:\/\/api\.netlify\.com\/build_hooks\/[0-9a-f]{24}\/?$/;

/** A shared secret: `required` says what breaks without it and where else the same value goes; an optional one is checked where set. */
function secret(settings: Settings, name: string, required?: { breaks: string; alsoIn: string }): Finding | null {
  const value = setting(settings, name);
  const where = required ? `${IN_NETLIFY} and ${required.alsoIn}` : IN_NETLIFY;
  if (!value) return required ? finding("missing", name, `not set: ${required.breaks}. Set it ${where} to the same value (${MAKE_SECRET}).`) : null;
  if (value.length < MIN_SECRET_LENGTH) {
    return finding("wrong", name, `is ${value.length} characters, fewer than ${MIN_SECRET_LENGTH}: choose a longer one (${MAKE_SECRET}) and set it ${where}.`);
  }
  return finding("ok", name, `set (${value.length} characters).`);
}

function buildHook(settings: Settings): Finding {
  const name = "NETLIFY_BUILD_HOOK_URL";
  const value = setting(settings, name);
  const create = "create one in Netlify (Site configuration → Build & deploy → Build hooks, branch main) and set its URL";
  if (!value) return finding("missing", name, `not set: a publish in Storyblok starts no build. ${create[0]!.toUpperCase()}${create.slice(1)} ${IN_NETLIFY}.`);
  if (!BUILD_HOOK.test(value)) return finding("wrong", name, `is not shaped like a Netlify build hook (https://api.netlify.com/build_hooks/<id>): ${create}.`);
  return finding("ok", name, "a Netlify build hook URL.");
}

export function addressList(settings: Settings, name: string, purpose: string): Finding {
  const value = setting(settings, name);
  if (!value) return finding("missing", name, `not set: ${purpose}. Set it ${IN_NETLIFY} to one address, or several separated by commas.`);
  const list = recipients(value);
  const bad = list.filter((address) => addressOf(address) === null);
  if (bad.length > 0)
    return finding(
      "wrong",
      name,
      `${bad.map((address) => JSON.stringify(address)).join(", ")} ${bad.length === 1 ? "is not an email address" : "are not email addresses"}: separate addresses with commas.`,
    );
  return finding("ok", name, `${list.length} address${list.length === 1 ? "" : "es"}: ${list.join(", ")}.`);
}

/** CONTACT_FROM_EMAIL as an address; whether Resend may send from its domain is email-checks.ts's. */
export function sender(settings: Settings): Finding {
  const name = "CONTACT_FROM_EMAIL";
  const value = setting(settings, name);
  if (!value)
    return finding(
      "missing",
      name,
      `not set: enquiries and deploy-failed emails have no sender. Set it ${IN_NETLIFY} to an address at your domain verified in Resend, e.g. "Northlight Films <hello@example.com>".`,
    );
  if (addressOf(value) === null) return finding("wrong", name, `${JSON.stringify(value)} is not an email address: use "name@your-domain" or "Name <name@your-domain>".`);
  return finding("ok", name, `${value}.`);
}

/** An optional number: checked where set, as its reader would take it (`accepts`, said in `expected`). */
export function numberSetting(settings: Settings, name: string, meaning: string, expected: string, accepts: (value: number) => boolean): Finding | null {
  const value = setting(settings, name);
  if (value === undefined) return null;
  if (!accepts(Number(value))) return finding("wrong", name, `is "${value}", not ${expected} (${meaning}): fix it, or unset it for the default.`);
  return finding("ok", name, `${value} (${meaning}).`);
}

/** Publishing: Storyblok's webhook starts Netlify builds, and Netlify tells of failed deploys. */
export function publishingFindings(settings: Settings): Finding[] {
  return [
    buildHook(settings),
    secret(settings, "STORYBLOK_WEBHOOK_SECRET", {
      breaks: "the publish webhook refuses every delivery, so publishing starts no build",
      alsoIn: "as the webhook's secret in Storyblok (Settings → Webhooks)",
    }),
    numberSetting(
      settings,
      "STORYBLOK_BUILD_WINDOW_SECONDS",
      "publishes this many seconds after a build share one follow-up build",
      "a number of seconds, 0 or more",
      (n) => Number.isFinite(n) && n >= 0,
    ),
    secret(settings, "NETLIFY_DEPLOY_NOTIFICATION_SECRET", {
      breaks: "deploy notifications are refused, so no one is told of a failed deploy",
      alsoIn: "as the JWS secret of the Deploy failed and Deploy succeeded notifications (Netlify: Site configuration → Notifications → Deploy notifications)",
    }),
    addressList(settings, "DEPLOY_ALERT_EMAILS", "no one is emailed when a production deploy fails"),
    secret(settings, "PREVIEW_SESSION_SECRET"),
  ].filter((found): found is Finding => found !== null);
}
