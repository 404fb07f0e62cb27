// Turns the asset jobs into files: SVG compositions rendered to JPEG by sharp,
// SVG logos written as they are, shipped media copied.
import { copyFile, mkdir, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { artSvg } from "./art";
import type { AssetJob } from "./assets";

const JPEG_QUALITY = 78;
const PARALLEL = 6;

async function renderJob(job: AssetJob, root: string): Promise<number> {
  const target = join(root, job.path);
  await mkdir(dirname(target), { recursive: true });
  if (job.kind === "copy") {
    await copyFile(job.source, target);
    return (await stat(target)).size;
  }
  const bytes =
    job.kind === "svg"
      ? Buffer.from(job.svg)
      : await sharp(Buffer.from(artSvg(job.art, job.width, job.height)))
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer();
  await writeFile(target, bytes);
  return bytes.length;
}

/** Renders every job into root (the cache's assets folder); returns total bytes. */
export async function renderAssets(jobs: AssetJob[], root: string): Promise<number> {
  let total = 0;
  for (let i = 0; i < jobs.length; i += PARALLEL) {
    const sizes = await Promise.all(jobs.slice(i, i + PARALLEL).map((job) => renderJob(job, root)));
    total += sizes.reduce((a, b) => a + b, 0);
  }
  return total;
}
