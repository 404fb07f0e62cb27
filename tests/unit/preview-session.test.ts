// The editor's session (12 hours from the proof, 2 without use, renewed by each use), who a request
// is (preview-access.ts), and the edit POST's accepted origins behind a trusted TLS proxy.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accessOf } from "../../functions/lib/preview-access";
import { acceptedOrigins } from "../../functions/lib/preview-origin";
import { checkSession, type PreviewSession, renewSession, SESSION_IDLE_SECONDS, SESSION_MAX_SECONDS, sessionSecret, signSession } from "../../functions/lib/preview-session";

const NOW = 1_800_000_000;
const SECRET = sessionSecret("preview-token", {});
const SESSION: PreviewSession = { spaceId: 287015, storyId: "42", started: NOW - 5 * 3600, renewed: NOW - 60 };
const expect_ = { spaceId: 287015, storyId: "42", nowSeconds: NOW, secret: SECRET };

describe("checkSession", () => {
  it("accepts a session this preview signed, for this space and story, within 12 hours of its proof and 2 of its last use", () => {
    expect(checkSession(signSession(SESSION, SECRET), expect_)).toEqual({ ok: true, session: SESSION });
    const edge = { ...SESSION, started: NOW - SESSION_MAX_SECONDS, renewed: NOW - SESSION_IDLE_SECONDS };
    expect(checkSession(signSession(edge, SECRET), expect_)).toMatchObject({ ok: true });
  });

  it("says a session past 12 hours, or unused for 2, has expired (not that it is forged)", () => {
    const old = { ...SESSION, started: NOW - SESSION_MAX_SECONDS - 1 };
    expect(checkSession(signSession(old, SECRET), expect_)).toMatchObject({ ok: false, expired: true, reason: /12 hours/ });
    const idle = { ...SESSION, renewed: NOW - SESSION_IDLE_SECONDS - 1 };
    expect(checkSession(signSession(idle, SECRET), expect_)).toMatchObject({ ok: false, expired: true, reason: /2 hours/ });
  });

  it("refuses a session signed with another secret, altered, malformed, or for another story or space", () => {
    expect(checkSession(signSession(SESSION, sessionSecret("another-token", {})), expect_)).toMatchObject({ ok: false, expired: false });
    const value = signSession(SESSION, SECRET);
    expect(checkSession(value.replace(`.${SESSION.started}.`, `.${NOW}.`), expect_)).toMatchObject({ ok: false, expired: false, reason: /signature/ });
    expect(checkSession("x", expect_)).toMatchObject({ ok: false, reason: /malformed/ });
    expect(checkSession(value, { ...expect_, storyId: "43" })).toMatchObject({ ok: false, reason: /another space or story/ });
    expect(checkSession(value, { ...expect_, spaceId: 1 })).toMatchObject({ ok: false, reason: /another space or story/ });
  });

  it("takes PREVIEW_SESSION_SECRET over the key derived from the token", () => {
    expect(sessionSecret("preview-token", { PREVIEW_SESSION_SECRET: "chosen" })).toBe("chosen");
    expect(SECRET).not.toContain("preview-token");
  });

  it("renews the last use, never the start", () => {
    expect(renewSession(SESSION, NOW)).toEqual({ ...SESSION, renewed: NOW });
  });
});

const proofQuery = (timestamp: number, story = "42") =>
  new URLSearchParams({
    _storyblok: story,
    "_storyblok_tk[space_id]": "287015",
    "_storyblok_tk[timestamp]": String(timestamp),
    "_storyblok_tk[token]": createHash("sha1").update(`287015:preview-token:${timestamp}`).digest("hex"),
  });
const KEYS = { spaceId: 287015, previewToken: "preview-token", secret: SECRET, nowSeconds: NOW };

describe("accessOf", () => {
  it("makes a valid proof an editor with a new session started at the proof's time", () => {
    const access = accessOf(proofQuery(NOW - 10), KEYS);
    expect(access).toMatchObject({ kind: "editor", payer: `287015:${NOW - 10}` });
    const session = access.kind === "editor" ? access.session! : "";
    expect(checkSession(session, expect_)).toEqual({ ok: true, session: { spaceId: 287015, storyId: "42", started: NOW - 10, renewed: NOW } });
  });

  it("keeps an editor whose proof is past its hour but whose session is valid, on the proof's account", () => {
    const params = proofQuery(NOW - 7200);
    params.set("_preview_session", signSession({ ...SESSION, started: NOW - 7200 }, SECRET));
    expect(accessOf(params, KEYS)).toMatchObject({ kind: "editor", payer: `287015:${NOW - 7200}` });
  });

  it("tells an editor whose proof or session ran out, and treats a forged one as anyone", () => {
    expect(accessOf(proofQuery(NOW - 7200), KEYS)).toMatchObject({ kind: "expired" });
    const params = proofQuery(NOW - 7200);
    params.set("_preview_session", signSession({ ...SESSION, started: NOW - 13 * 3600 }, SECRET));
    expect(accessOf(params, KEYS)).toMatchObject({ kind: "expired", reason: /12 hours/ });
    const forged = proofQuery(NOW);
    forged.set("_storyblok_tk[token]", "0".repeat(40));
    expect(accessOf(forged, KEYS)).toEqual({ kind: "visitor" });
    expect(accessOf(new URLSearchParams({ _preview_session: signSession(SESSION, sessionSecret("x", {})), _storyblok: "42" }), KEYS)).toEqual({ kind: "visitor" });
  });

  it("gives no session for an address without a story id (the proof alone still counts)", () => {
    expect(accessOf(proofQuery(NOW, "x"), KEYS)).toMatchObject({ kind: "editor", session: null });
  });
});

describe("acceptedOrigins", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost:8443/about", { headers });

  it("adds the scheme and host a TLS proxy on this machine forwards", () => {
    expect(acceptedOrigins(request({ "x-forwarded-proto": "https" }), "127.0.0.1")).toEqual(["http://localhost:8443", "https://localhost:8443"]);
    expect(acceptedOrigins(request({ forwarded: 'for=1.2.3.4;proto=http, for=127.0.0.1;proto=https;host="preview.test"' }), "::1")).toEqual([
      "http://localhost:8443",
      "https://preview.test",
    ]);
    expect(acceptedOrigins(request({ "x-forwarded-proto": "http, https", "x-forwarded-host": "a.test, preview.test" }), "::ffff:127.0.0.1")).toEqual([
      "http://localhost:8443",
      "https://preview.test",
    ]);
  });

  it("ignores forwarded headers from any other hop (on Netlify the request's own URL is already the public https one)", () => {
    expect(acceptedOrigins(request({ "x-forwarded-proto": "https", "x-forwarded-host": "evil.test" }), "203.0.113.5")).toEqual(["http://localhost:8443"]);
    expect(acceptedOrigins(request({ "x-forwarded-proto": "https" }), undefined)).toEqual(["http://localhost:8443"]);
  });

  it("ignores a forwarded scheme other than http or https, and a host that is not one", () => {
    expect(acceptedOrigins(request({ "x-forwarded-proto": "javascript" }), "127.0.0.1")).toEqual(["http://localhost:8443"]);
    expect(acceptedOrigins(request({ "x-forwarded-proto": "https", "x-forwarded-host": "a.test/evil" }), "127.0.0.1")).toEqual(["http://localhost:8443"]);
  });
});
