// The contact page's HTML with a failed plain-form post written back into it: what
// the visitor typed in each field, what went wrong (the message, and each field's
// own problem beside it) and focus on the first thing to fix. parse5 rebuilds the
// page, so every value is escaped as text or as an attribute, never read as markup.
import { type DefaultTreeAdapterTypes, html, parse, serialize, defaultTreeAdapter as tree } from "parse5";
import { ENQUIRY_FIELDS, ENQUIRY_FORM_ANCHOR, type EnquiryField } from "../../src/lib/enquiry-constants";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export type EnquiryValues = Partial<Record<EnquiryField, string>>;

export interface FormProblem {
  /** the function's own text: shown above the fields */
  message: string;
  fieldErrors?: Partial<Record<EnquiryField, string>>;
}

/** The page with the form filled in and the problem shown, or null when the page holds no enquiry form. */
export function fillEnquiryPage(html: string, values: EnquiryValues, problem: FormProblem): string | null {
  const document = parse(html);
  const form = find(document, (el) => attr(el, "id") === ENQUIRY_FORM_ANCHOR && el.tagName === "form");
  const notice = form && find(form, (el) => hasClass(el, "enquiry-form__not-sent"));
  const alert = form?.parentNode && find(form.parentNode, (el) => hasClass(el, "enquiry__alert"));
  if (!form || !notice || !alert) return null;
  // the form stays plain HTML: its island would hydrate over the values and messages written here
  const island = closest(form, "site-island");
  if (island) unwrap(island);

  let firstInvalid: Element | null = null;
  for (const name of ENQUIRY_FIELDS) {
    const control = find(form, (el) => attr(el, "name") === name && (el.tagName === "input" || el.tagName === "textarea"));
    if (!control) continue;
    writeValue(control, values[name] ?? "");
    const error = problem.fieldErrors?.[name];
    if (error) {
      markInvalid(control, error, notice);
      firstInvalid ??= control;
    }
  }
  showMessage(notice, alert, problem.message, firstInvalid === null);
  if (firstInvalid) setAttr(firstInvalid, "autofocus", "");
  const title = find(document, (el) => el.tagName === "title");
  if (title) setText(title, `Enquiry not sent: ${textOf(title)}`);
  return serialize(document);
}

function writeValue(control: Element, value: string) {
  const text = htmlText(value);
  // the HTML parser drops one newline right after <textarea>, so a message that starts with a
  // blank line gets one more, and comes back exactly as typed
  if (control.tagName === "textarea") setText(control, /^[\r\n]/.test(text) ? `\n${text}` : text);
  else setAttr(control, "value", text);
}

/**
 * Text HTML can carry as it is: control characters other than white space, noncharacters and lone
 * surrogates are parse errors (a NUL is dropped or replaced by the parser), so each becomes U+FFFD.
 */
export function htmlText(value: string): string {
  return value.toWellFormed().replace(/(?![\t\n\f\r])[\p{Cc}\p{Noncharacter_Code_Point}]/gu, "\uFFFD");
}

/** As the form's Field component marks a field: its class, aria-invalid, and the message it is described by. */
function markInvalid(control: Element, error: string, notice: Element) {
  const id = attr(control, "id") ?? "";
  const errorId = `${id}-error`;
  setAttr(control, "aria-invalid", "true");
  setAttr(control, "aria-describedby", [attr(control, "aria-describedby"), errorId].filter(Boolean).join(" "));
  const field = control.parentNode as Element;
  if (hasClass(field, "field")) setAttr(field, "class", "field field--invalid");
  const message = element("p", { id: errorId, class: "field__error" });
  const icon = iconOf(notice);
  if (icon) {
    setAttr(icon, "class", `${attr(icon, "class")?.replace("enquiry__notice-icon", "")} field__error-icon`.replace(/\s+/g, " "));
    setAttr(icon, "width", "18");
    setAttr(icon, "height", "18");
    tree.appendChild(message, icon);
  }
  const text = element("span", {});
  tree.insertText(text, htmlText(error));
  tree.appendChild(message, text);
  tree.appendChild(field, message);
}

/** The notice the plain form carries becomes the message under the form, where the live form shows its errors. */
function showMessage(notice: Element, alert: Element, message: string, focus: boolean) {
  tree.detachNode(notice);
  setAttr(notice, "class", "enquiry__error");
  const span = find(notice, (el) => el.tagName === "span");
  if (span) setText(span, htmlText(message));
  if (focus) {
    setAttr(notice, "tabindex", "-1");
    setAttr(notice, "autofocus", "");
  }
  tree.appendChild(alert, notice);
}

/** A copy of the notice's icon, for a field's message. */
function iconOf(notice: Element): Element | null {
  const svg = find(notice, (el) => el.tagName === "svg");
  return svg ? copyOf(svg) : null;
}

function copyOf(el: Element): Element {
  const copy = tree.createElement(
    el.tagName,
    el.namespaceURI,
    el.attrs.map((a) => ({ ...a })),
  );
  for (const child of el.childNodes) if (tree.isElementNode(child)) tree.appendChild(copy, copyOf(child));
  return copy;
}

function element(tagName: string, attrs: Record<string, string>): Element {
  return tree.createElement(
    tagName,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
}

function find(root: ParentNode, test: (el: Element) => boolean): Element | null {
  for (const node of tree.getChildNodes(root)) {
    if (!tree.isElementNode(node)) continue;
    if (test(node)) return node;
    const inner = find(node, test);
    if (inner) return inner;
  }
  return null;
}

function closest(node: Element, tagName: string): Element | null {
  let parent = node.parentNode;
  while (parent && "tagName" in parent) {
    if (parent.tagName === tagName) return parent;
    parent = parent.parentNode;
  }
  return null;
}

function unwrap(el: Element) {
  const parent = el.parentNode!;
  for (const child of [...el.childNodes]) tree.insertBefore(parent, child, el);
  tree.detachNode(el);
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? null;
const hasClass = (el: Element, name: string) => (attr(el, "class") ?? "").split(/\s+/).includes(name);

function setAttr(el: Element, name: string, value: string) {
  const existing = el.attrs.find((a) => a.name === name);
  if (existing) existing.value = value;
  else el.attrs.push({ name, value });
}

function setText(el: Element, text: string) {
  for (const child of [...el.childNodes]) tree.detachNode(child);
  if (text) tree.insertText(el, text);
}

const textOf = (el: Element) => el.childNodes.map((n) => (tree.isTextNode(n) ? n.value : "")).join("");
