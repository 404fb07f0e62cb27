// A failed plain-form post written back into the real contact page (rendered by the
// pipeline): the visitor's values, escaped whatever they hold, the function's message,
// each field's own problem, focus on what to fix, and a form left as plain HTML.
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import { fillEnquiryPage } from "../../functions/lib/enquiry-page-fill";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

type Element = DefaultTreeAdapterTypes.Element;

let page: string;
beforeAll(async () => {
  const contact = story({
    full_slug: "contact",
    content: { component: "page", body: [{ _uid: "panel", component: "contact_panel", form_heading: "Tell us about your project", email: "hello@example.test" }] },
  });
  page = pageHtml(await buildInMemory(await makeContentDir([contact])), "/contact");
});

function all(root: DefaultTreeAdapterTypes.ParentNode, test: (el: Element) => boolean, found: Element[] = []): Element[] {
  for (const node of root.childNodes) {
    if (!("tagName" in node)) continue;
    if (test(node)) found.push(node);
    all(node, test, found);
  }
  return found;
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? null;
const text = (el: Element): string => el.childNodes.map((n) => ("value" in n ? n.value : "tagName" in n ? text(n) : "")).join("");
const named = (doc: DefaultTreeAdapterTypes.Document, name: string) => all(doc, (el) => attr(el, "name") === name)[0]!;

const HOSTILE = {
  fullName: `Jane "><script>window.pwned=1</script>`,
  email: "jane@client.example",
  company: "Ampersand & Sons <b>",
  message: "Line one\n</textarea><script>window.pwned=2</script>\n& more",
};

describe("fillEnquiryPage", () => {
  it("writes back every value as text, whatever it holds, and adds no element", () => {
    const filled = fillEnquiryPage(page, HOSTILE, { message: "Your enquiry could not be sent or saved just now." })!;
    const before = parse(page);
    const after = parse(filled);
    expect(attr(named(after, "fullName"), "value")).toBe(HOSTILE.fullName);
    expect(attr(named(after, "email"), "value")).toBe(HOSTILE.email);
    expect(attr(named(after, "company"), "value")).toBe(HOSTILE.company);
    expect(text(named(after, "message"))).toBe(HOSTILE.message);
    expect(all(after, (el) => el.tagName === "script")).toHaveLength(all(before, (el) => el.tagName === "script").length);
    expect(attr(named(after, "website"), "value")).toBe("");
  });

  it("shows the function's message under the form, focused, and keeps the form from hydrating over it", () => {
    const after = parse(fillEnquiryPage(page, HOSTILE, { message: "Your enquiry has been saved, but it could not be emailed to us just now." })!);
    const alert = all(after, (el) => attr(el, "class") === "enquiry__alert")[0]!;
    const message = all(alert, (el) => attr(el, "class") === "enquiry__error")[0]!;
    expect(text(message)).toBe("Your enquiry has been saved, but it could not be emailed to us just now.");
    expect(attr(message, "autofocus")).toBe("");
    expect(attr(message, "tabindex")).toBe("-1");
    expect(all(after, (el) => attr(el, "class") === "enquiry-form__not-sent")).toHaveLength(0);
    expect(all(after, (el) => attr(el, "data-island") === "ContactForm")).toHaveLength(0);
    expect(all(after, (el) => attr(el, "id") === "contact-form")).toHaveLength(1);
    expect(text(all(after, (el) => el.tagName === "title")[0]!)).toMatch(/^Enquiry not sent: /);
  });

  it("marks each failing field as the live form does, and focuses the first", () => {
    const after = parse(
      fillEnquiryPage(page, HOSTILE, {
        message: "Your full name must not contain HTML tags; write plain text instead.",
        fieldErrors: { fullName: "Your full name must not contain HTML tags; write plain text instead.", company: "Your company name must not contain HTML tags." },
      })!,
    );
    const name = named(after, "fullName");
    const company = named(after, "company");
    expect(attr(name, "aria-invalid")).toBe("true");
    expect(attr(name, "autofocus")).toBe("");
    expect(attr(company, "autofocus")).toBeNull();
    const errorId = attr(name, "aria-describedby")!;
    const error = all(after, (el) => attr(el, "id") === errorId)[0]!;
    expect(attr(error, "class")).toBe("field__error");
    expect(text(error)).toBe("Your full name must not contain HTML tags; write plain text instead.");
    expect(all(after, (el) => attr(el, "class") === "field field--invalid")).toHaveLength(2);
    expect(attr(named(after, "email"), "aria-invalid")).toBeNull();
    const message = all(after, (el) => attr(el, "class") === "enquiry__error")[0]!;
    expect(attr(message, "autofocus")).toBeNull();
  });

  it("answers null for a page without the enquiry form", () => {
    expect(fillEnquiryPage("<!doctype html><title>x</title><p>No form here</p>", HOSTILE, { message: "x" })).toBeNull();
  });
});
