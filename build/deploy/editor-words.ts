// The deploy gate's problems in an editor's words: the story by its name with a link that opens it
// in Storyblok, the block by its name and position counted from 1, the field as Storyblok shows it,
// and what to do; the developer's line (slug, field path, message) is kept beside it, for them.
import { blockLabel, fieldLabel } from "../../src/content/editor-labels";
import type { BuildWarning } from "../../src/content/site";
import type { EditorProblem } from "./deploy-status";
import { faultKind, type GateProblem } from "./gate-problem";

/** A story as editors know it; `json` is its story object when its file could be read. */
export interface StoryFacts {
  slug: string;
  name: string;
  id?: number;
  json?: Record<string, unknown>;
}

export const storyEditorUrl = (spaceId: number, storyId: number) => `https://app.storyblok.com/#/me/spaces/${spaceId}/stories/0/0/${storyId}`;

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}

/**
 * Where a warning's field path (`content.body[3].items[1].title`) is in the story, as the editor
 * finds it: the blocks that hold it ("the 4th block, Grid, in it the 2nd block, Card") and the field.
 * Without the story's JSON (the preview has the warning only), an index is a block's unless it is
 * rich text's, and `innermost` names the last block.
 */
export function placeInStory(story: Record<string, unknown> | undefined, path: string, innermost = ""): { blocks: string | null; field: string | null } {
  const tokens = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
  let value: unknown = story;
  let component = typeof (story?.content as { component?: unknown } | undefined)?.component === "string" ? String((story!.content as { component: string }).component) : "";
  let field: string | null = null;
  let previous = "";
  const blocks: { position: number; component: string }[] = [];
  for (const [i, token] of tokens.entries()) {
    value = value && typeof value === "object" ? (value as Record<string | number, unknown>)[token] : undefined;
    const found = value && typeof value === "object" && !Array.isArray(value) ? (value as { component?: unknown; _uid?: unknown }) : null;
    const isBlock = typeof token === "number" && (story ? Boolean(found && (typeof found.component === "string" || typeof found._uid === "string")) : !RICH_TEXT.has(previous));
    if (isBlock) {
      component = typeof found?.component === "string" ? found.component : "";
      blocks.push({ position: token + 1, component });
      field = null;
    } else if (typeof token === "string") {
      if (field === null && !(i === 0 && token === "content")) field = fieldLabel(component, token);
      previous = token;
    }
  }
  if (!story && innermost && blocks.length > 0) blocks[blocks.length - 1]!.component = innermost;
  const said = blocks.map((block, i) => `${i === 0 ? "the" : "in it the"} ${ordinal(block.position)} block${block.component ? `, ${blockLabel(block.component)}` : ""}`);
  return { blocks: said.length > 0 ? said.join(", ") : null, field };
}

/** Field names rich text's own structure uses: an index under them is a text node's, not a block's. */
const RICH_TEXT = new Set(["content", "marks", "attrs", "schemas"]);

/** The part of a schema message an editor can act on: an empty field is "is empty", anything else as the check said it. */
function fieldProblem(message: string): string {
  const own = message.replace(/; the \S+ block is left out$|; the (rich-text node|image|mark|asset) is left out.*$/, "");
  if (/received undefined|^Required$/i.test(own)) return "is empty";
  return `is not valid (${own})`;
}

/** What is wrong and what to do, in plain words (the story itself is named beside it). */
export function problemInWords(problem: GateProblem, story: StoryFacts | null): string {
  const w = problem.warning;
  const place = w ? placeInStory(story?.json, w.path, componentNamed(w.message)) : { blocks: null, field: null };
  const inPlace = [place.blocks, place.field && `the field "${place.field}"`].filter(Boolean).join(", ");
  const unknownBlock = w && /unknown block "([^"]*)"/.exec(w.message)?.[1];
  switch (problem.kind) {
    case "block":
      if (unknownBlock !== undefined && unknownBlock !== null) {
        return `${subject(place.blocks ?? "a block")} is a kind of block this website cannot show. Remove it, or replace it with one of the site's blocks, and publish the story again (if the site should have such a block, ask the site's developer to add it).`;
      }
      if (w?.message.includes("without a component name")) return `${subject(place.blocks ?? "a block")} has no block type. Remove it and publish the story again.`;
      return `${capital([place.blocks ? `in ${place.blocks}` : "in one of its blocks", `the field${place.field ? ` "${place.field}"` : ""}`].join(", "))} ${fieldProblem(w?.message ?? "")}. Correct it and publish the story again.`;
    case "unreadable":
      return "Its content reached the website damaged and could not be read. Publish the story again; if the same happens, tell the site's developer.";
    case "skipped":
      if (w?.path === "content.component") return "Its content type is not one the website has. Ask the site's developer.";
      return `${inPlace ? `The field "${place.field ?? inPlace}"` : "A required field"} ${fieldProblem(w?.message.replace(/; the story is skipped$/, "") ?? "")}, so no page can be made from the story. Correct it and publish the story again.`;
    case "redirect":
      return "Its redirect points at an address the site cannot redirect to. Enter a full web address (starting with https://) or choose a story, and publish the story again.";
    case "route":
      return "No page could be made for the story. Tell the site's developer.";
    case "lost-page":
      return `Its page ${problem.page} would disappear from the live site because of a problem in it${inPlace ? ` (${inPlace})` : ""}. Correct it and publish the story again.`;
    case "listing":
      return `The list on ${problem.page} would lose most of its items because of a problem in it${inPlace ? ` (${inPlace})` : ""}. Correct it and publish the story again.`;
    case "unknown-link":
      return `A link${inPlace ? ` in ${inPlace}` : ""} points at a story that was deleted before it was ever on the live site. Point the link at a published story and publish the story again.`;
    case "dangling":
      return `A link on its page points at ${problem.page?.replace(/^the page /, "")}, which is not on the website. Point the link at a published story (or at a heading that exists), or publish the story it points at.`;
  }
}

/** The block's component a warning names: `unknown block "x"`, `the x block is left out`. */
const componentNamed = (message: string) => /unknown block "([^"]*)"|the (\S+) block is left out/.exec(message)?.slice(1).find(Boolean) ?? "";

/** A content warning in editor words when it is a fault a production deploy holds the story back for; else null. */
export function warningInWords(w: BuildWarning, story?: StoryFacts): string | null {
  const kind = faultKind(w);
  if (!kind) return null;
  const problem: GateProblem = { kind, stories: [w.where], warning: w, detail: "" };
  return SITE_WIDE.has(w.where) ? problemNotInAStory(problem) : problemInWords(problem, story ?? null);
}

/** The gate's problem for editors and developer alike. */
export function inEditorWords(problem: GateProblem, facts: (slug: string) => StoryFacts | null, spaceId: number | null): EditorProblem {
  const slug = problem.stories[0];
  const siteWide = problem.warning && SITE_WIDE.has(problem.warning.where) ? problem.warning.where : null;
  const story = slug ? facts(slug) : siteWide ? facts(siteWide) : null;
  return {
    story: story ? { name: story.name, slug: story.slug, editUrl: spaceId && story.id ? storyEditorUrl(spaceId, story.id) : null } : null,
    text: slug ? problemInWords(problem, story) : problemNotInAStory(problem),
    detail: problem.detail,
  };
}

/** A problem no story can be held back for: the site-wide stories, a link from a page no story makes, the build's own. */
function problemNotInAStory(problem: GateProblem): string {
  const w = problem.warning;
  if (w && SITE_WIDE.has(w.where)) {
    const field = w.path && w.path !== "content" ? placeInStory(undefined, w.path).field : null;
    return `The ${w.where} story${field ? `'s field "${field}"` : ""} has a problem, and it is on every page, so nothing could go live. Open the ${w.where} story, ${field ? "correct that field" : "check its fields"}, and publish it again.`;
  }
  return "The site could not be built, for a reason that is in no story. Tell the site's developer.";
}

const SITE_WIDE = new Set(["settings", "header", "footer"]);
const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
/** A place as a sentence's subject: "The 4th block, Hero banner," */
const subject = (place: string) => `${capital(place)}${place.includes(",") ? "," : ""}`;
