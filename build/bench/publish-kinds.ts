// One editor's publish of each kind, made to a copy of the embedded content as the fetch after it
// writes the cache: the story's new content and publish time, the links table where the publish
// moves it, and the space's new cv. What the bench's publish section and the incremental build's
// tests publish, so the figures and the proof are of the same changes.
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

type Json = Record<string, unknown>;
interface StoryFile {
  story: Json & { content: Json };
}
interface LinksFile {
  links: Record<string, Json>;
}

export interface PublishKind {
  name: string;
  /** makes the publish in the content folder `dir` (a copy of content-cache/) */
  publish(dir: string): Promise<void>;
}

const PUBLISHED_AT = "2026-01-05T09:30:00.000Z";
const CASE_STUDY = "case-studies/aldridge-homes-show-home-tours";
const ARTICLE = "insights/ai-transcription-in-the-edit";

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, "utf8")) as T;
const writeJson = (file: string, value: unknown) => writeFile(file, JSON.stringify(value, null, 2));
const storyFile = (dir: string, fullSlug: string) => join(dir, "stories", `${fullSlug}.json`);

async function editLinks(dir: string, edit: (links: Record<string, Json>) => void): Promise<void> {
  const file = join(dir, "links.json");
  const links = await readJson<LinksFile>(file);
  edit(links.links);
  await writeJson(file, links);
}

/** The space's content version moves on with every publish (no page shows it). */
async function nextVersion(dir: string): Promise<void> {
  const file = join(dir, "space.json");
  const space = await readJson<Json & { cv: number }>(file);
  await writeJson(file, { ...space, cv: space.cv + 1, fetched_at: PUBLISHED_AT });
}

/** The story at `fullSlug` published again with `edit` made to it. */
async function republish(dir: string, fullSlug: string, edit: (story: StoryFile["story"]) => void): Promise<void> {
  const file = storyFile(dir, fullSlug);
  const json = await readJson<StoryFile>(file);
  edit(json.story);
  json.story.published_at = PUBLISHED_AT;
  json.story.updated_at = PUBLISHED_AT;
  await writeJson(file, json);
  await nextVersion(dir);
}

/** The first text node of a rich-text document, rewritten. */
function reviseRichText(doc: unknown): void {
  const stack = [doc];
  while (stack.length > 0) {
    const node = stack.shift() as Json | undefined;
    if (node?.type === "text" && typeof node.text === "string") {
      node.text = `${node.text} (revised)`;
      return;
    }
    if (Array.isArray(node?.content)) stack.unshift(...node.content);
  }
  throw new Error("no text node in the rich text to revise");
}

const body = (story: StoryFile["story"]) => story.content.body as Json[];

export const PUBLISH_KINDS: PublishKind[] = [
  {
    name: "a case study's heading",
    publish: (dir) =>
      republish(dir, CASE_STUDY, (story) => {
        story.content.heading = "Warm homes, smaller bills";
      }),
  },
  {
    name: "a case study's body text",
    publish: (dir) => republish(dir, CASE_STUDY, (story) => reviseRichText(body(story).find((block) => block.component === "text_block")!.text)),
  },
  {
    name: "an article's excerpt",
    publish: (dir) =>
      republish(dir, ARTICLE, (story) => {
        story.content.excerpt = "Forty hours of interviews, searched in minutes: what changed in the edit suite.";
      }),
  },
  { name: "an article's body", publish: (dir) => republish(dir, ARTICLE, (story) => reviseRichText(body(story)[0]!.text)) },
  {
    name: "a service's excerpt",
    publish: (dir) =>
      republish(dir, "services/corporate-video", (story) => {
        story.content.excerpt = "Films that say who you are and why it matters, for boardrooms, websites and everything between.";
      }),
  },
  {
    name: "a client's name",
    async publish(dir) {
      await republish(dir, "clients/aldridge-homes", (story) => {
        story.name = "Aldridge Homes Group";
      });
      await editLinks(dir, (links) => {
        links["29f323e5-a625-4065-a709-c2758c1fc5ab"]!.name = "Aldridge Homes Group";
      });
    },
  },
  {
    name: "the About page's body",
    publish: (dir) =>
      republish(dir, "about", (story) => {
        const banner = body(story)[0]!;
        banner.text = `${String(banner.text)} Revised.`;
      }),
  },
  {
    name: "a new case study",
    async publish(dir) {
      const source = await readJson<StoryFile>(storyFile(dir, CASE_STUDY));
      const uuid = "0b5f1c2e-6d4a-4e8b-9a1f-3c7d5e9b2a10";
      const slug = "aldridge-homes-new-street";
      const story = {
        ...source.story,
        id: 990000001,
        uuid,
        name: "Aldridge Homes: New Street",
        slug,
        full_slug: `case-studies/${slug}`,
        created_at: PUBLISHED_AT,
        published_at: PUBLISHED_AT,
        updated_at: PUBLISHED_AT,
        first_published_at: PUBLISHED_AT,
        content: { ...source.story.content, _uid: `${uuid}-content`, heading: "A street of homes, filmed", date: "2026-01-05 09:00" },
      };
      await writeJson(storyFile(dir, story.full_slug), { ...source, story });
      await editLinks(dir, (links) => {
        const like = Object.values(links).find((link) => link.slug === CASE_STUDY)!;
        links[uuid] = { ...like, id: story.id, uuid, slug: story.full_slug, name: story.name, real_path: `/${story.full_slug}` };
      });
      await nextVersion(dir);
    },
  },
  {
    name: "an unpublished article",
    async publish(dir) {
      const { story } = await readJson<StoryFile>(storyFile(dir, ARTICLE));
      await rm(storyFile(dir, ARTICLE));
      await editLinks(dir, (links) => {
        links[String(story.uuid)]!.published = false;
      });
      await nextVersion(dir);
    },
  },
  {
    name: "the footer's phone (shown on every page)",
    publish: (dir) =>
      republish(dir, "footer", (story) => {
        story.content.phone = "0161 496 0999";
      }),
  },
];
