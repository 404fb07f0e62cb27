// A story's full_slug becomes both a file in the output (outputFileForPath) and the address the
// sitemap and links give (storyPath): the two are the same page only when the slug is a plain
// path. Browsers and Netlify resolve dot segments, decode percent escapes and read "\" as "/", so
// a slug that holds any of them is served from one place and listed at another.
import { storyPath } from "./urls";

const quoted = (text: string) => JSON.stringify(text);
const dotMeaning = { ".": "the folder itself", "..": "the folder above" } as const;
const isDotSegment = (text: string): text is keyof typeof dotMeaning => text === "." || text === "..";

/** The segment with its percent escapes decoded until nothing changes (undefined when an escape is malformed). */
function decoded(segment: string): string | undefined {
  let text = segment;
  for (let round = 0; round < 8; round++) {
    let next: string;
    try {
      next = decodeURIComponent(text);
    } catch {
      return undefined;
    }
    if (next === text) return text;
    text = next;
  }
  return text;
}

function segmentProblem(segment: string): string | undefined {
  const part = `the part ${quoted(segment)}`;
  if (segment === "") return "it has an empty part (a slash at the start, at the end of a start page, or two in a row)";
  if (isDotSegment(segment)) return `${part} stands for ${dotMeaning[segment]}, which browsers resolve away`;
  if (/[\u0000-\u001f\u007f]/.test(segment)) return `${part} holds a control character`;
  if (segment.includes("%")) {
    const plain = decoded(segment);
    if (plain !== undefined && isDotSegment(plain)) return `${part} is ${quoted(plain)} written with percent escapes, which browsers and Netlify decode`;
    return `${part} holds "%", which browsers and Netlify read as the start of an escape`;
  }
  if (segment.includes("\\")) return `${part} holds a backslash, which browsers read as "/"`;
  if (/[?#]/.test(segment)) return `${part} holds ${quoted(/[?#]/.exec(segment)![0])}, which ends the path of an address`;
  const compatible = segment.normalize("NFKC");
  if (compatible !== segment && (isDotSegment(compatible) || /[%\\/?#]/.test(compatible))) {
    return `${part} reads as ${quoted(compatible)} in its Unicode compatibility form, as some servers read it`;
  }
  return undefined;
}

/** Why `fullSlug` is not a plain path (a sentence for an editor), or undefined when it is one. */
export function slugProblem(fullSlug: string): string | undefined {
  if (fullSlug === "") return "it is empty";
  const segments = (fullSlug.endsWith("/") ? fullSlug.slice(0, -1) : fullSlug).split("/");
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem) return problem;
  }
  // anything else a browser rewrites, such as a space at the end
  const path = storyPath(fullSlug);
  const read = decodeURIComponent(new URL(path, "https://site.invalid/").pathname);
  return read === path ? undefined : `a browser reads its address ${quoted(path)} as ${quoted(read)}`;
}
