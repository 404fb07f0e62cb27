// The enquiry form island as the server renders it: a plain HTML form that works without
// JavaScript and posts exactly the fields the function accepts, with the spec's labels.
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ContactForm, { NOT_SENT_NOTICE, SUBMIT_LABEL } from "../../src/islands/ContactForm";
import { redirectedErrorCode } from "../../src/islands/use-enquiry-form";
import { ENQUIRY_ENDPOINT, ENQUIRY_ERROR_TEXT, ENQUIRY_FIELD_LABELS, ENQUIRY_FIELDS, ENQUIRY_FORM_ANCHOR, ENQUIRY_LIMITS, HONEYPOT_FIELD } from "../../src/lib/enquiry";

type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["documentFragment"];

function elements(node: Node): Element[] {
  const children = "childNodes" in node ? node.childNodes : [];
  return children.flatMap((child) => ("tagName" in child ? [child, ...elements(child)] : elements(child)));
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name.toLowerCase())?.value;
const text = (node: Node): string => ("value" in node && node.nodeName === "#text" ? node.value : "childNodes" in node ? node.childNodes.map((c) => text(c)).join("") : "");

function render(props: Parameters<typeof ContactForm>[0] = {}) {
  const all = elements(parseFragment(renderToStaticMarkup(<ContactForm {...props} />)));
  const byName = (name: string) => all.find((el) => attr(el, "name") === name);
  const labelFor = (id: string | undefined) => all.find((el) => el.tagName === "label" && attr(el, "for") === id);
  return { all, byName, labelFor, form: all.find((el) => el.tagName === "form")! };
}

describe("ContactForm, as rendered on the server", () => {
  it("is a plain form posting to the function, using the browser's own checks until it hydrates", () => {
    const { form } = render({ labelledBy: "heading" });
    expect(attr(form, "method")).toBe("post");
    expect(attr(form, "action")).toBe(ENQUIRY_ENDPOINT);
    expect(attr(form, "id")).toBe(ENQUIRY_FORM_ANCHOR);
    expect(attr(form, "aria-labelledby")).toBe("heading");
    expect(attr(form, "novalidate")).toBeUndefined();
  });

  it("has the four fields, required, labelled as the spec says, with the placeholder and the function's length limits", () => {
    const { byName, labelFor } = render();
    for (const field of ENQUIRY_FIELDS) {
      const control = byName(field)!;
      expect(control, field).toBeDefined();
      expect(attr(control, "required"), field).toBe("");
      expect(attr(control, "placeholder"), field).toBe("Type here...");
      expect(attr(control, "maxlength"), field).toBe(String(ENQUIRY_LIMITS[field]));
      const label = labelFor(attr(control, "id"))!;
      expect(text(label), field).toBe(`${ENQUIRY_FIELD_LABELS[field]}*`);
    }
    expect(attr(byName("email")!, "type")).toBe("email");
    expect(byName("message")!.tagName).toBe("textarea");
    expect(attr(byName("message")!, "rows")).toBe("6");
  });

  it("sends no other named field than the function accepts, so the plain post is never refused for an unknown field", () => {
    const named = render()
      .all.filter((el) => attr(el, "name") !== undefined)
      .map((el) => attr(el, "name"));
    expect(named.sort()).toEqual([...ENQUIRY_FIELDS, HONEYPOT_FIELD].sort());
  });

  it("hides the honeypot from people: out of the tab order, never autofilled, and not in the accessibility tree", () => {
    const { all, byName } = render();
    const trap = byName(HONEYPOT_FIELD)!;
    expect(attr(trap, "tabindex")).toBe("-1");
    expect(attr(trap, "autocomplete")).toBe("off");
    const wrapper = all.find((el) => attr(el, "class") === "enquiry-form__trap")!;
    expect(attr(wrapper, "aria-hidden")).toBe("true");
    expect(elements(wrapper)).toContain(trap);
  });

  it("starts idle: an enabled submit button, an empty alert region under the form", () => {
    const { all } = render();
    const button = all.find((el) => el.tagName === "button")!;
    expect(attr(button, "type")).toBe("submit");
    expect(attr(button, "disabled")).toBeUndefined();
    expect(text(button)).toBe(SUBMIT_LABEL);
    const alert = all.find((el) => attr(el, "role") === "alert")!;
    expect(text(alert)).toBe("");
  });

  it("carries the notice that the error redirect reveals for visitors without JavaScript", () => {
    const notice = render().all.find((el) => attr(el, "class") === "enquiry-form__not-sent")!;
    expect(text(notice)).toBe(NOT_SENT_NOTICE);
  });
});

describe("redirectedErrorCode", () => {
  it("reads each code the function redirects with", () => {
    for (const code of Object.keys(ENQUIRY_ERROR_TEXT)) expect(redirectedErrorCode(`?error=${code}`)).toBe(code);
  });

  it("ignores a missing or unknown code, so a crafted address cannot put its own words on the page", () => {
    expect(redirectedErrorCode("")).toBeNull();
    expect(redirectedErrorCode("?page=2")).toBeNull();
    expect(redirectedErrorCode("?error=<script>alert(1)</script>")).toBeNull();
    expect(redirectedErrorCode("?error=toString")).toBeNull();
  });
});
