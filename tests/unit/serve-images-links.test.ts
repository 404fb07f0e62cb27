// The local /img/ (build/serve/serve-images.ts) serves only files reached through no symbolic
// link: a link in the content cache, to a folder on the way or as the file itself, whether it
// leads out of the cache or to another file in it, is a 404 like a missing asset, as
// Storyblok's service (which has no links to follow) answers. A content cache that is itself a
// link, as a shared checkout may have, is served as usual.
import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../build/serve/serve";

const SPACE = 318794;
let server: RunningServer;
let linkedCache: RunningServer;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "serve-images-links-"));
  const cache = join(dir, "content-cache");
  const space = join(cache, `assets/f/${SPACE}`);
  const outside = join(dir, "elsewhere");
  const image = (colour: string) =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  await mkdir(join(space, "abc"), { recursive: true });
  await mkdir(join(outside, "secret"), { recursive: true });
  await mkdir(join(dir, "out"));
  await writeFile(join(cache, "space.json"), JSON.stringify({ id: SPACE, cv: 1, version: "published", fetched_at: "2025-01-01T00:00:00.000Z" }));
  await writeFile(join(space, "abc/photo.jpg"), await image("#123456"));
  await writeFile(join(outside, "private.jpg"), await image("#654321"));
  await writeFile(join(outside, "secret/film.mp4"), "private video bytes");
  await writeFile(join(outside, "secret/photo.jpg"), await image("#abcdef"));
  await symlink(join(outside, "private.jpg"), join(space, "abc/out.jpg"));
  await symlink(join(outside, "secret/film.mp4"), join(space, "abc/out.mp4"));
  await symlink("photo.jpg", join(space, "abc/alias.jpg"));
  await symlink(join(outside, "secret"), join(space, "linked"));
  await symlink(join(space, "abc"), join(space, "inside"));
  await symlink(cache, join(dir, "linked-cache"));
  server = await startServer({ dir: join(dir, "out"), port: 0, contentDir: cache, blobsDir: join(dir, "blobs") });
  linkedCache = await startServer({ dir: join(dir, "out"), port: 0, contentDir: join(dir, "linked-cache"), blobsDir: join(dir, "blobs") });
});

afterAll(async () => {
  await server?.close();
  await linkedCache?.close();
});

describe("/img/ and symbolic links in the content cache", () => {
  it.each([
    ["a file that is a link out of the cache", `/img/f/${SPACE}/abc/out.jpg`],
    ["the same, resized", `/img/f/${SPACE}/abc/out.jpg/m/20x20/filters:format(webp)`],
    ["a video that is a link out of the cache", `/img/f/${SPACE}/abc/out.mp4`],
    ["a file that is a link to another asset", `/img/f/${SPACE}/abc/alias.jpg`],
    ["a file in a folder that is a link out of the cache", `/img/f/${SPACE}/linked/photo.jpg`],
    ["a video in a folder that is a link out of the cache", `/img/f/${SPACE}/linked/film.mp4`],
    ["a file in a folder that is a link within the cache", `/img/f/${SPACE}/inside/photo.jpg/m/20x20`],
  ])("answers %s with a 404 and the image headers", async (_case, path) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(await answer.text()).toBe("Not found");
  });

  it("serves an asset reached through no link, resized or as it is, also from a content cache that is itself a link, and refuses the links inside that", async () => {
    for (const base of [server.url, linkedCache.url])
      for (const path of [`/img/f/${SPACE}/abc/photo.jpg`, `/img/f/${SPACE}/abc/photo.jpg/m/20x20`]) {
        const answer = await fetch(`${base}${path}`);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get("content-type"), path).toBe("image/jpeg");
      }
    expect((await fetch(`${linkedCache.url}/img/f/${SPACE}/abc/out.jpg`)).status).toBe(404);
    expect((await fetch(`${linkedCache.url}/img/f/${SPACE}/linked/photo.jpg`)).status).toBe(404);
  });
});
