// Organization and WebSite JSON-LD on the home page, from settings: the name, the production
// address, the logo the build ships (public/logo.png: Google asks for a raster logo), and the
// agency's social profiles as sameAs.
//
// An editor who typed a schema of the same type (settings.schemas, the home page's schemas or a
// JSON-LD block on it) wins, and nothing is generated for that type: the editor's copy is kept on
// purpose and carries what the build cannot know (address, telephone, founding date), and two
// Organization nodes for one site make search engines guess which to believe.
import { absoluteUrl } from "../lib/urls";
import { parseJsonLd } from "./json-ld";
import type { Route } from "./route";
import type { Site } from "./site";

type Schema = Record<string, unknown>;

/** Logo for search engines; a file in public/, so it always resolves. */
export const ORGANIZATION_LOGO_PATH = "/logo.png";

/** Types an editor may use for the agency itself instead of Organization: one of them is the site's Organization. */
const ORGANIZATION_TYPES = new Set(["Organization", "Corporation", "LocalBusiness", "ProfessionalService"]);

export function siteJsonLd(site: Pick<Site, "settings">, route: Pick<Route, "url" | "story" | "kind">): Schema[] {
  if (route.url !== "/" || route.kind === "not_found") return [];
  const settings = site.settings;
  const typed = editorTypes([settings.schemas, ...pageSchemaTexts(route)]);
  const url = absoluteUrl(settings.production_site_url, "/");
  const sameAs = [settings.instagram, settings.linkedin, settings.vimeo].filter((link): link is string => typeof link === "string" && /^https:\/\/\S+$/.test(link.trim()));
  const organization: Schema = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.site_name,
    url,
    logo: absoluteUrl(settings.production_site_url, ORGANIZATION_LOGO_PATH),
    ...(sameAs.length > 0 ? { sameAs: sameAs.map((link) => link.trim()) } : {}),
  };
  const website: Schema = { "@context": "https://schema.org", "@type": "WebSite", name: settings.site_name, url };
  return [[...typed].some((type) => ORGANIZATION_TYPES.has(type)) ? null : organization, typed.has("WebSite") ? null : website].filter((s): s is Schema => s !== null);
}

/** The page's own schemas field and its JSON-LD blocks, as typed. */
function pageSchemaTexts(route: Pick<Route, "story">): unknown[] {
  const content = route.story.content;
  const body = "body" in content && Array.isArray(content.body) ? (content.body as { component: string; schema?: unknown }[]) : [];
  return ["schemas" in content ? content.schemas : undefined, ...body.filter((block) => block.component === "json_ld_schema").map((block) => block.schema)];
}

/** Every @type the valid schemas among these texts declare, @graph members included. */
function editorTypes(texts: unknown[]): Set<string> {
  const types = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== "object" || node === null) return;
    const { "@type": type, "@graph": graph } = node as Schema;
    for (const name of Array.isArray(type) ? type : [type]) if (typeof name === "string") types.add(name);
    visit(graph);
  };
  for (const text of texts) {
    if (typeof text !== "string" || text.trim() === "") continue;
    const parsed = parseJsonLd(text);
    if (parsed.ok) visit(JSON.parse(parsed.json));
  }
  return types;
}
