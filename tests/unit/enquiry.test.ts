import { describe, expect, it } from "vitest";
import { checkEnquiryFields, checkEnquiryRequest, ENQUIRY_ERROR_TEXT, ENQUIRY_FIELD_LABELS, ENQUIRY_SUBJECT, enquiryErrorPath } from "../../src/lib/enquiry";

const valid = { fullName: "Jane Doe", email: "jane@client.example", company: "Client Ltd", message: "A short film, please." };

describe("checkEnquiryFields", () => {
  it.each([
    ["accented Latin", { fullName: "Siân Núñez-O'Brien" }],
    ["Chinese", { fullName: "王小明", company: "北京影视" }],
    ["Arabic, right to left without control characters", { fullName: "محمد علي", company: "شركة" }],
    ["emoji in the message", { message: "🎬 Let's make a film! 🎥" }],
    ["a plus address", { email: "jane+films@client.example" }],
    ["a less-than sign that opens no tag", { message: "Budget < £5k, and I <3 your work" }],
    ["tabs and blank lines in the message", { message: "Line one\n\n\tIndented" }],
  ])("accepts %s", (_, overrides) => {
    expect(checkEnquiryFields({ ...valid, ...overrides })).toMatchObject({ ok: true });
  });

  it("trims every field, normalises to NFC and turns CRLF into LF in the message", () => {
    const result = checkEnquiryFields({
      fullName: "  Jose\u0301  ",
      email: " jane@client.example ",
      company: "\tClient Ltd ",
      message: "\r\nOne\r\nTwo\rThree\n",
    });
    expect(result).toEqual({
      ok: true,
      honeypot: "",
      enquiry: { fullName: "José", email: "jane@client.example", company: "Client Ltd", message: "One\nTwo\nThree" },
    });
  });

  it("returns the honeypot's value for the server to judge", () => {
    expect(checkEnquiryFields({ ...valid, website: "http://spam.example" })).toMatchObject({ ok: true, honeypot: "http://spam.example" });
  });

  it("reports one message per field, keyed by field, for the form to show beside each input", () => {
    const result = checkEnquiryFields({ fullName: "", email: "x", company: "<b>Co</b>", message: "" });
    expect(result).toEqual({
      ok: false,
      error: expect.any(String),
      fieldErrors: {
        fullName: "Your full name is required.",
        email: "Your email address must be a real address, like name@example.com.",
        company: "Your company name must not contain HTML tags; write plain text instead.",
        message: "Your project description is required.",
      },
    });
  });
});

describe("free text in the project description", () => {
  it("accepts angle brackets, markup-like text, code and emoji in the message, keeping them as typed", () => {
    const message = "A film for our <product> launch 🎬\n<b>bold</b> <!-- x --> if (a<b) { return; }";
    expect(checkEnquiryFields({ ...valid, message })).toMatchObject({ ok: true, enquiry: { message } });
  });

  it("still refuses markup in names, with a clear message", () => {
    expect(checkEnquiryFields({ ...valid, fullName: "<script>x</script>" })).toMatchObject({
      ok: false,
      fieldErrors: { fullName: "Your full name must not contain HTML tags; write plain text instead." },
    });
  });
});

describe("checkEnquiryRequest", () => {
  it("accepts the spec's call shape and supplies the subject when it is left out", () => {
    expect(checkEnquiryRequest({ payload: valid, subject: ENQUIRY_SUBJECT })).toMatchObject({ ok: true, enquiry: valid });
    expect(checkEnquiryRequest({ payload: valid })).toMatchObject({ ok: true });
  });

  it("names unknown fields", () => {
    expect(checkEnquiryRequest({ payload: { ...valid, phone: "1" } })).toMatchObject({
      ok: false,
      error: 'Unknown field "phone" in payload; only fullName, email, company, message, website are accepted.',
    });
  });
});

describe("form constants", () => {
  it("uses the spec's labels", () => {
    expect(Object.values(ENQUIRY_FIELD_LABELS)).toEqual(["Full Name", "Email Address", "Company Name", "Tell us about your project"]);
  });

  it("builds the no-JavaScript error address for every code", () => {
    expect(enquiryErrorPath("not-sent")).toBe("/contact/?error=not-sent#contact-form");
    for (const code of Object.keys(ENQUIRY_ERROR_TEXT)) expect(enquiryErrorPath(code as keyof typeof ENQUIRY_ERROR_TEXT)).toContain(`error=${code}`);
  });
});
