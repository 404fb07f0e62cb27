// The import's record of what it has made in the target space, old id → new, written after each
// create so a run stopped anywhere resumes where it stopped. An entry is written before its
// create too (`pending`), so a create whose answer was lost is found again by its slug or id.
import fs from "node:fs/promises";
import path from "node:path";

export interface ManifestAsset {
  /** set once Storyblok has signed the upload */
  id?: number;
  /** the new address, set once finish_upload answered */
  filename?: string;
}

export interface ManifestStory {
  full_slug: string;
  /** unset while the create is pending */
  id?: number;
  uuid?: string;
  /** digest of the last body written, references remapped; "" when some pointed at stories not made yet */
  written?: string;
}

export interface ImportManifest {
  format: 1;
  /** the target space */
  space: number;
  /** the source cache's space */
  source: number;
  /** by the asset's old URL */
  assets: Record<string, ManifestAsset>;
  /** by the story's (or folder's) old uuid */
  stories: Record<string, ManifestStory>;
}

export function manifestPath(dir: string, spaceId: number): string {
  return path.join(dir, `import-${spaceId}.json`);
}

export async function readManifest(file: string, space: number, source: number): Promise<ImportManifest> {
  const text = await fs.readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (text === undefined) return { format: 1, space, source, assets: {}, stories: {} };
  return JSON.parse(text) as ImportManifest;
}

/** Written whole to a temporary file and renamed over the old one, so a kill leaves one or the other. */
export async function writeManifest(file: string, manifest: ImportManifest): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(manifest, null, 1)}\n`);
  await fs.rename(temporary, file);
}
