// The validating half of loading: one story file's JSON → its model, with zod and every
// content type's and block's schema. load.ts loads it only when a story is to be modelled:
// a build whose story files all come from the memo (build/pipeline/load/story-memo.ts)
// starts without evaluating the ~80 schema modules (25-30 ms of every start).
import { type ContentOf, type ContentTypeName, contentTypeSchemas } from "../../../src/content/content-types";
import type { BuildWarning } from "../../../src/content/site";
import { storyEnvelopeSchema } from "../../../src/content/story";
import { slugProblem } from "../../../src/lib/plain-slug";
import { formatPath } from "./field-path";
import type { RawStoryFile } from "./read-content";
import type { ModelledStory } from "./story-memo";
import { type ValidateOptions, validateContent } from "./validate-content";

export function modelStory({ where, json }: RawStoryFile, options: ValidateOptions): ModelledStory {
  const warnings: BuildWarning[] = [];
  const envelope = storyEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    for (const issue of envelope.error.issues) {
      warnings.push({ where, path: formatPath("", issue.path).replace(/^\./, ""), message: `${issue.message}; the file is skipped` });
    }
    return { story: null, warnings };
  }
  const { content: rawContent, ...meta } = envelope.data.story;
  // its page would be written to one place and listed at another (src/lib/plain-slug.ts)
  const notPlain = slugProblem(meta.full_slug);
  if (notPlain) {
    const message = `not a plain path: ${notPlain}; rename the slug in Storyblok; the story is skipped`;
    return { story: null, warnings: [{ where: meta.full_slug, path: "full_slug", message }] };
  }
  const content = validateContent(rawContent, (p) => warnings.push({ where: meta.full_slug, ...p }), options);
  return { story: content ? { ...meta, content } : null, warnings };
}

/** Content the code itself supplies (a stand-in for a broken shared story), as its schema makes it. */
export function contentOf<N extends ContentTypeName>(component: N, content: unknown): ContentOf<N> {
  return contentTypeSchemas[component].parse(content) as ContentOf<N>;
}
