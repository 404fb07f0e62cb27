// The file the local server answers a path with, as Netlify does: a page's own .html file
// with or without the trailing slash, a folder's index.html, and nothing outside the site.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveStaticFile } from "../../build/serve/serve-static";

describe("resolveStaticFile", () => {
  let parent: string;
  let root: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), "serve-static-"));
    root = join(parent, "site");
    await mkdir(join(root, "services"), { recursive: true });
    for (const file of ["about.html", "services/index.html", "services/video.html", "logo.svg"]) await writeFile(join(root, file), file);
    await writeFile(join(parent, "site.html"), "beside the site");
  });

  it("answers a page's path, with or without its trailing slash, with the page's file", async () => {
    const resolved = async (path: string) => (await resolveStaticFile(root, path))?.slice(root.length + 1) ?? null;
    expect(await resolved("/about")).toBe("about.html");
    expect(await resolved("/about/")).toBe("about.html");
    expect(await resolved("/services/")).toBe("services/index.html");
    expect(await resolved("/services")).toBe("services/index.html");
    expect(await resolved("/services/video")).toBe("services/video.html");
    expect(await resolved("/logo.svg")).toBe("logo.svg");
    expect(await resolved("/contact")).toBeNull();
  });

  it("never answers with a file beside the site's folder", async () => {
    // the root has no index.html; "<root>.html" is a sibling, not the home page
    expect(await resolveStaticFile(root, "/")).toBeNull();
    expect(await resolveStaticFile(root, "/../site.html")).toBeNull();
  });
});
