// The form helpers: a label with a star only when required (hidden from screen readers),
// a hint only when not required, and an error tied to its control.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "../../src/components/form/Field";
import { TextArea } from "../../src/components/form/TextArea";
import { TextInput } from "../../src/components/form/TextInput";

describe("TextInput", () => {
  it("marks a required field with the required attribute and a star hidden from screen readers, and shows no hint", () => {
    const html = renderToStaticMarkup(<TextInput id="name" name="fullName" label="Full Name" required hint="As on your email signature" />);
    expect(html).toContain('<label class="field__label" for="name">Full Name<span class="field__star" aria-hidden="true">*</span></label>');
    expect(html).toMatch(/<input [^>]*id="name" required=""[^>]*type="text"/);
    expect(html).not.toContain("As on your email signature");
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("aria-invalid");
  });

  it("shows the hint of a field that is not required, without a star, and describes the control with it", () => {
    const html = renderToStaticMarkup(<TextInput id="phone" name="phone" label="Phone" type="tel" hint="Only if you prefer a call" />);
    expect(html).not.toContain("field__star");
    expect(html).toContain('<p id="phone-hint" class="field__hint">Only if you prefer a call</p>');
    expect(html).toMatch(/<input [^>]*aria-describedby="phone-hint"[^>]*type="tel"/);
    expect(html).not.toMatch(/required/);
  });

  it("ties an error to its control with aria-describedby and aria-invalid, after the hint", () => {
    const html = renderToStaticMarkup(<TextInput id="site" name="site" label="Website" type="url" hint="Optional" error="That is not a web address." />);
    expect(html).toMatch(/<input [^>]*aria-describedby="site-hint site-error" aria-invalid="true"/);
    expect(html).toContain('<p id="site-error" class="field__error">');
    expect(html).toContain("<span>That is not a web address.</span>");
    expect(html).toContain('class="field field--invalid"');
  });

  it("passes native attributes through to the input", () => {
    const html = renderToStaticMarkup(
      <TextInput id="e" name="email" label="Email Address" type="email" required maxLength={254} placeholder="Type here..." autoComplete="email" />,
    );
    expect(html).toMatch(/<input [^>]*maxLength="254"[^>]*placeholder="Type here..."[^>]*autoComplete="email"[^>]*type="email"[^>]*name="email"/);
  });
});

describe("TextArea", () => {
  it("is six rows tall and wired like a text input", () => {
    const html = renderToStaticMarkup(<TextArea id="m" name="message" label="Tell us about your project" required error="Your project description is required." />);
    expect(html).toMatch(/<textarea [^>]*id="m" required="" aria-describedby="m-error" aria-invalid="true" rows="6"/);
    expect(html).toContain('<span class="field__star" aria-hidden="true">*</span>');
  });
});

describe("Field", () => {
  it("hands the control its id, required flag and descriptions", () => {
    const seen: unknown[] = [];
    renderToStaticMarkup(
      <Field id="x" label="X" hint="Help" error="Wrong">
        {(control) => {
          seen.push(control);
          return <input {...control} />;
        }}
      </Field>,
    );
    expect(seen).toEqual([{ id: "x", required: false, "aria-describedby": "x-hint x-error", "aria-invalid": true }]);
  });
});
