// A story's full_slug must be a plain path, so the page is served at the address the sitemap
// and links give: no dot segment however it is written, no escape, no empty part, no backslash.
import { describe, expect, it } from "vitest";
import { slugProblem } from "../../src/lib/plain-slug";
import { outputFileForPath, storyPath } from "../../src/lib/urls";

describe("slugProblem", () => {
  it.each(["homepage", "about", "services/", "services/drone-aerial-video", "news/2025/über-uns", "a b", "v1.2", "...", ".hidden", "a..b"])("takes %j", (slug) => {
    expect(slugProblem(slug)).toBeUndefined();
    // a plain path's file is the one a browser's request for its address reaches
    const address = new URL(storyPath(slug), "https://site.invalid/").pathname;
    expect(outputFileForPath(decodeURIComponent(address))).toBe(outputFileForPath(storyPath(slug)));
  });

  it.each([
    ["%2e%2e/%2e%2e/encoded-escape", 'the part "%2e%2e" is ".." written with percent escapes, which browsers and Netlify decode'],
    ["%2E%2E/x", 'the part "%2E%2E" is ".." written with percent escapes, which browsers and Netlify decode'],
    [".%2E/x", 'the part ".%2E" is ".." written with percent escapes, which browsers and Netlify decode'],
    ["a/%2e/b", 'the part "%2e" is "." written with percent escapes, which browsers and Netlify decode'],
    ["%252e%252e/x", 'the part "%252e%252e" is ".." written with percent escapes, which browsers and Netlify decode'],
    ["%c0%ae%c0%ae/x", 'the part "%c0%ae%c0%ae" holds "%", which browsers and Netlify read as the start of an escape'],
    ["a%2fb", 'the part "a%2fb" holds "%", which browsers and Netlify read as the start of an escape'],
    ["a%5c..", 'the part "a%5c.." holds "%", which browsers and Netlify read as the start of an escape'],
    ["../secrets", 'the part ".." stands for the folder above, which browsers resolve away'],
    ["a/./b", 'the part "." stands for the folder itself, which browsers resolve away'],
    ["a//b", "it has an empty part (a slash at the start, at the end of a start page, or two in a row)"],
    ["/rooted", "it has an empty part (a slash at the start, at the end of a start page, or two in a row)"],
    ["services//", "it has an empty part (a slash at the start, at the end of a start page, or two in a row)"],
    ["a\\..\\b", 'the part "a\\\\..\\\\b" holds a backslash, which browsers read as "/"'],
    ["about?x=1", 'the part "about?x=1" holds "?", which ends the path of an address'],
    ["about#team", 'the part "about#team" holds "#", which ends the path of an address'],
    ["a\tb", 'the part "a\\tb" holds a control character'],
    ["\uff0e\uff0e/x", 'the part "．．" reads as ".." in its Unicode compatibility form, as some servers read it'],
    ["about ", 'a browser reads its address "/about " as "/about"'],
    ["", "it is empty"],
  ])("refuses %j", (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });
});
