import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_SUBJECT, ENQUIRY_TEXT, ENQUIRY_THANK_YOU_PATH } from "../../src/lib/enquiry";
import { ENDPOINT, type Harness, MAIL_ENV, SITE_URL, startHarness, validBody, validPayload } from "./send-email.harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
beforeEach(() => h.resend.reset());

describe("send-email: a valid enquiry", () => {
  it("is stored, then sent as one well-formed Resend request with every visitor value escaped in the HTML", async () => {
    const payload = validPayload({
      fullName: "Siân O'Brien-Núñez",
      company: `Smith & Sons "Films"`,
      message: `Budget < £5k & "ASAP" — it's urgent\nSecond line <3 🎬`,
    });
    const response = await h.postJson({ payload, subject: ENQUIRY_SUBJECT });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; message: string; id: string };
    expect(body).toMatchObject({ ok: true, message: ENQUIRY_TEXT.success });

    expect(h.resend.requests).toHaveLength(1);
    const [request] = h.resend.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/emails");
    expect(request!.headers.authorization).toBe(`Bearer ${h.resend.apiKey}`);
    expect(request!.idempotencyKey).toBe(`enquiry/${body.id}`);
    const email = request!.body as Record<string, string | string[]>;
    expect(email.from).toBe(MAIL_ENV.CONTACT_FROM_EMAIL);
    expect(email.to).toEqual([MAIL_ENV.CONTACT_TO_EMAIL]);
    expect(email.reply_to).toBe(payload.email);
    expect(email.subject).toBe(ENQUIRY_SUBJECT);

    const text = email.text as string;
    for (const value of [payload.fullName, payload.email, payload.company, payload.message]) expect(text).toContain(value);
    const html = email.html as string;
    expect(html).toContain("Siân O&#39;Brien-Núñez");
    expect(html).toContain("Smith &amp; Sons &quot;Films&quot;");
    expect(html).toContain("Budget &lt; £5k &amp; &quot;ASAP&quot; — it&#39;s urgent\nSecond line &lt;3 🎬");
    expect(html).not.toContain("< £5k");
    expect(html).not.toContain('"Films"');

    const record = await h.record(body.id);
    expect(record).toMatchObject({ status: "sent", emailId: h.resend.emails[0]!.id, enquiry: payload });
  });

  it("accepts any text as the project description (angle brackets, code, emoji) and emails it intact and escaped", async () => {
    const message = 'A film for our <product> launch 🚀\n<script>alert("hi")</script> and <!-- notes --> & `npm run <task>`';
    const response = await h.postJson({ payload: validPayload({ message }) });
    expect(response.status).toBe(200);
    const email = h.resend.requests[0]!.body as { text: string; html: string };
    expect(email.text).toContain(message);
    expect(email.html).toContain(
      "A film for our &lt;product&gt; launch 🚀\n&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; and &lt;!-- notes --&gt; &amp; `npm run &lt;task&gt;`",
    );
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<product>");
  });

  it("sent again (a retried submission) reaches the agency once", async () => {
    const body = validBody();
    const first = await h.postJson(body);
    const second = await h.postJson(body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(((await second.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    expect(h.resend.emails).toHaveLength(1);
  });

  it("accepts names, companies and messages in any script, with emoji", async () => {
    const payload = validPayload({ fullName: "王小明", company: "شركة الأفلام", message: "Привет! 🎥 Ein Film, bitte — ça va?" });
    const response = await h.postJson({ payload });
    expect(response.status).toBe(200);
    expect((h.resend.requests[0]!.body as { text: string }).text).toContain("شركة الأفلام");
  });

  it("is accepted from the site's own origin, from a local port pair, and from clients that send no Origin", async () => {
    expect((await h.postJson(validBody(), { origin: SITE_URL })).status).toBe(200);
    const noOrigin = new Request(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(validBody()) });
    expect((await h.call(noOrigin)).status).toBe(200);
    const local = new Request("http://localhost:8888/api/send-email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1:5173" },
      body: JSON.stringify(validBody()),
    });
    expect((await h.call(local)).status).toBe(200);
  });
});

describe("send-email: the honeypot", () => {
  it("answers a filled hidden field with 200 and sends nothing, stores nothing", async () => {
    const before = (await h.stored()).length;
    const response = await h.postJson({ payload: validPayload({ website: "https://spam.example" }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, message: ENQUIRY_TEXT.success });
    expect(h.resend.requests).toHaveLength(0);
    expect(await h.stored()).toHaveLength(before);
  });

  it("does so even when the rest of the bot's submission is invalid", async () => {
    const response = await h.postJson({ payload: { website: "x", email: "nonsense" } });
    expect(response.status).toBe(200);
    expect(h.resend.requests).toHaveLength(0);
  });
});

// Here the form page cannot be fetched (the harness's site address does not resolve), so a failure
// falls back to the redirect; send-email-form-again.test.ts has the page answered.
describe("send-email: the HTML form without JavaScript", () => {
  const form = (overrides: Record<string, string> = {}) => ({ ...(validPayload() as Record<string, string>), website: "", ...overrides });

  it("redirects to the thank-you page after sending", async () => {
    const response = await h.postForm(form());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(ENQUIRY_THANK_YOU_PATH);
    expect(h.resend.emails).toHaveLength(1);
  });

  it("redirects to the form with the failing field's code when the form page cannot be fetched", async () => {
    const response = await h.postForm(form({ email: "not an address" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/?error=email#contact-form");
    expect(h.resend.requests).toHaveLength(0);
  });

  it("redirects to the form when a field arrives twice", async () => {
    const body = `${new URLSearchParams(form()).toString()}&message=again`;
    const response = await h.call(new Request(ENDPOINT, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }));
    expect(response.headers.get("location")).toBe("/contact/?error=request#contact-form");
  });

  it("redirects to the form with not-sent when Resend fails and the form page cannot be fetched", async () => {
    h.resend.setDefaultAnswer("validation_error");
    const response = await h.postForm(form());
    expect(response.headers.get("location")).toBe("/contact/?error=not-sent#contact-form");
  });

  it("treats a filled honeypot as sent", async () => {
    const response = await h.postForm(form({ website: "bot" }));
    expect(response.headers.get("location")).toBe(ENQUIRY_THANK_YOU_PATH);
    expect(h.resend.requests).toHaveLength(0);
  });

  it("refuses a form posted from another site with 403", async () => {
    const response = await h.postForm(form(), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(h.resend.requests).toHaveLength(0);
  });
});

describe("send-email: unexpected failures", () => {
  it("answers a body that breaks off mid-read with 400 and a note, not an internal error", async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset by peer"));
      },
    });
    const errors: unknown[][] = [];
    const notes: unknown[][] = [];
    const [log, warn] = [console.error, console.warn];
    console.error = (...parts: unknown[]) => void errors.push(parts);
    console.warn = (...parts: unknown[]) => void notes.push(parts);
    let response: Response;
    try {
      response = await h.call(new Request(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, body: broken, duplex: "half" } as RequestInit));
    } finally {
      [console.error, console.warn] = [log, warn];
    }
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body broke off before its end; send the enquiry again." });
    expect(errors).toEqual([]);
    expect(String(notes[0]?.[0])).toMatch(/\[send-email\] Note: the request body broke off before its end \(connection reset by peer\)/);
    expect(h.resend.requests).toHaveLength(0);
  });
});
