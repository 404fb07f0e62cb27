// The site's own address, where set: SITE_URL (or URL, which Netlify sets itself) is the origin the
// contact form accepts posts from; the settings story's production_site_url is the canonical address
// every page names. They should be one address.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Finding, finding, type Settings, setting } from "./finding";

async function canonicalOrigin(contentDir: string): Promise<string | null> {
  const text = await readFile(join(contentDir, "stories", "settings.json"), "utf8").catch(() => null);
  const url = text ? (JSON.parse(text) as { story?: { content?: { production_site_url?: unknown } } }).story?.content?.production_site_url : undefined;
  return typeof url === "string" && URL.canParse(url) ? new URL(url).origin : null;
}

export async function siteUrlFinding(settings: Settings, contentDir: string): Promise<Finding | null> {
  const name = setting(settings, "SITE_URL") ? "SITE_URL" : "URL";
  const value = setting(settings, name);
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== "https:" || url.pathname !== "/" || url.search || url.hash) {
    return finding("wrong", name, `is "${value}", not the site's origin: set it to https://<your domain>, with no path.`);
  }
  const canonical = await canonicalOrigin(contentDir);
  if (canonical && canonical !== url.origin) {
    return finding(
      "warning",
      name,
      `is ${url.origin}, but the settings story's production_site_url (the canonical address of every page) is ${canonical}: make them the same address (in Storyblok: the settings story, Production site URL).`,
    );
  }
  return finding("ok", name, `${url.origin}${canonical ? ", the settings story's production_site_url too" : ""}.`);
}
