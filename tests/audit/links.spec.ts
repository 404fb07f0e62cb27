// Every internal link, image and stylesheet on every built page resolves, and
// every #fragment points at an element id on its target page. An og:image on the
// production site (a social card, drawn here by the og-image function as on Netlify,
// the default card, an image-service URL) is checked at the same path here, and must
// answer an image. Image-service URLs
// (thousands of size variants) are checked by parsing them and finding their
// asset in the content cache, with one real request per asset.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "parse5";
import { parseImagePath } from "../../build/serve/serve-images";
import { E2E_PORT, readE2eReport } from "../helpers/e2e-site";

const PRODUCTION = new URL(JSON.parse(readFileSync("content-cache/stories/settings.json", "utf8")).story.content.production_site_url).origin;

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
  if (node.content) walk(node.content, visit);
}

function scan(html: string) {
  const ids = new Set<string>();
  const refs: string[] = [];
  walk(parse(html) as unknown as Node, (node) => {
    for (const { name, value } of node.attrs ?? []) {
      if (name === "id") ids.add(value);
      if (name === "href" || name === "src") refs.push(value);
      if (name === "srcset") refs.push(...value.split(",").map((part) => part.trim().split(/\s+/)[0]!));
    }
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    const ogImage = node.nodeName === "meta" && attr("property") === "og:image" ? attr("content") : undefined;
    if (ogImage?.startsWith(`${PRODUCTION}/`)) refs.push(ogImage.slice(PRODUCTION.length));
  });
  return { ids, refs };
}

test("no broken internal links, images or anchors", async () => {
  test.setTimeout(300_000);
  const base = `http://localhost:${E2E_PORT}`;
  const pages = new Map<string, { ids: Set<string>; refs: string[] }>();
  const fetchPage = async (path: string) => {
    if (!pages.has(path)) {
      const response = await fetch(new URL(path, base));
      pages.set(path, response.ok ? scan(await response.text()) : { ids: new Set(), refs: [] });
    }
    return pages.get(path)!;
  };
  const status = new Map<string, number>();
  const broken: string[] = [];
  for (const { url } of readE2eReport().routes) {
    const { refs } = await fetchPage(url);
    for (const ref of refs) {
      const target = new URL(ref, new URL(url, base));
      if (target.origin !== base || ref.startsWith("mailto:") || ref.startsWith("tel:")) continue;
      const image = parseImagePath(target.pathname);
      if (target.pathname.startsWith("/img/")) {
        if (!image || !existsSync(join("content-cache/assets", image.assetPath))) broken.push(`${url} → ${ref} (no such asset)`);
        else if (!status.has(image.assetPath)) status.set(image.assetPath, (await fetch(target)).status);
        if (image && (status.get(image.assetPath) ?? 200) >= 400) broken.push(`${url} → ${ref} (${status.get(image.assetPath)})`);
        continue;
      }
      const key = target.pathname + target.search;
      if (!status.has(key)) {
        const response = await fetch(target, { method: "GET", redirect: "manual" });
        const notAnImage = ref.startsWith("/og/") && !(response.headers.get("content-type") ?? "").startsWith("image/");
        status.set(key, notAnImage ? 415 : response.status);
        await response.body?.cancel();
      }
      const code = status.get(key)!;
      if (code >= 400) broken.push(`${url} → ${ref} (${code})`);
      else if (target.hash && code === 200 && !(await fetchPage(key)).ids.has(decodeURIComponent(target.hash.slice(1)))) {
        broken.push(`${url} → ${ref} (no element with id "${target.hash.slice(1)}")`);
      }
    }
  }
  expect(status.size).toBeGreaterThan(0);
  expect(broken, broken.join("\n")).toEqual([]);
});
