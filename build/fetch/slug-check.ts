/**
 * Slugs the cache cannot hold on every file system it is checked out on: a name over 255 bytes,
 * a story file where another story needs a folder (`x` beside `x.json/child`), and two paths that
 * differ only in case or Unicode normalisation (one overwrites the other on macOS and Windows).
 */
const MAX_NAME_BYTES = 255;

export interface PlacedStory {
  /** How messages name the story (its full_slug). */
  name: string;
  /** stories/… path of its file. */
  file: string;
}

function folders(file: string): string[] {
  const parts = file.split("/");
  return parts.slice(1, -1).map((_, i) => parts.slice(0, i + 2).join("/"));
}

const foldKey = (entry: string) => entry.normalize("NFC").toLowerCase();

function tooLong(file: string): string | undefined {
  const name = file.split("/").find((part) => Buffer.byteLength(part) > MAX_NAME_BYTES);
  return name === undefined ? undefined : `the name "${name.slice(0, 40)}…" is ${Buffer.byteLength(name)} bytes, over the ${MAX_NAME_BYTES} a file system allows`;
}

/** One message per story that cannot be stored, naming the story and the reason. */
export function slugProblems(placed: readonly PlacedStory[]): string[] {
  const problems: string[] = [];
  const fail = (story: PlacedStory, reason: string) => problems.push(`${story.name}: full_slug cannot be stored as ${story.file}: ${reason}; rename the slug in Storyblok.`);
  const folderOwners = new Map<string, PlacedStory>();
  for (const story of placed) for (const folder of folders(story.file)) if (!folderOwners.has(folder)) folderOwners.set(folder, story);
  const seen = new Map<string, { entry: string; story: PlacedStory }>();
  for (const story of placed) {
    const long = tooLong(story.file);
    if (long) {
      fail(story, long);
      continue;
    }
    const folderUser = folderOwners.get(story.file);
    if (folderUser) fail(story, `${folderUser.name} needs ${story.file} to be a folder (file/folder clash)`);
    for (const entry of [...folders(story.file), story.file]) {
      const earlier = seen.get(foldKey(entry));
      if (!earlier) seen.set(foldKey(entry), { entry, story });
      else if (earlier.entry !== entry && earlier.story !== story) {
        fail(story, `${entry} differs from ${earlier.entry} of ${earlier.story.name} only in letter case, so one overwrites the other on macOS and Windows`);
        break;
      }
    }
  }
  return problems;
}
