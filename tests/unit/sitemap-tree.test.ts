import { describe, expect, it } from "vitest";
import type { LoadedStory } from "../../src/content/site";
import { type SitemapNode, type SitemapSource, sitemapTree } from "../../src/content/sitemap-tree";
import type { LinkEntry } from "../../src/content/story";

let nextId = 1;
interface EntryInput {
  slug: string;
  name?: string;
  parent?: LinkEntry;
  folder?: boolean;
  startpage?: boolean;
  published?: boolean;
  position?: number;
  /** the story's root component; null for a link without a story */
  component?: string | null;
  preventIndexing?: boolean;
}

function site(inputs: ((made: Map<string, LinkEntry>) => EntryInput)[], settings: Partial<SitemapSource["settings"]> = {}): SitemapSource {
  const made = new Map<string, LinkEntry>();
  const storyByUuid = new Map<string, LoadedStory>();
  for (const make of inputs) {
    const input = make(made);
    const id = nextId++;
    const entry: LinkEntry = {
      id,
      uuid: `uuid-${id}`,
      slug: input.slug,
      name: input.name ?? input.slug,
      parent_id: input.parent?.id ?? null,
      is_folder: input.folder ?? false,
      published: input.published ?? true,
      is_startpage: input.startpage ?? false,
      position: input.position ?? 0,
    };
    made.set(input.slug, entry);
    const component = input.component === undefined ? "page" : input.component;
    if (!entry.is_folder && component) {
      storyByUuid.set(entry.uuid, { uuid: entry.uuid, full_slug: entry.slug, content: { component, prevent_indexing: input.preventIndexing ?? false } } as unknown as LoadedStory);
    }
  }
  return {
    links: [...made.values()],
    settings: { sitemap_exclude_prefixes: [], sitemap_separate_folders: [], ...settings },
    storyByUuid,
  };
}

const entry = (input: EntryInput) => () => input;
const inside = (folder: string, input: Omit<EntryInput, "parent">) => (made: Map<string, LinkEntry>) => ({ ...input, parent: made.get(folder) });

/** The tree as indented lines; placeholders in brackets, links as "name → href". */
function outline(nodes: SitemapNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [`${"  ".repeat(depth)}${node.href ? `${node.name} → ${node.href}` : `[${node.name}]`}`, ...outline(node.children, depth + 1)]);
}

describe("sitemapTree", () => {
  it("lists the homepage first, then pages by position, folders represented by their start page", () => {
    const tree = sitemapTree(
      site([
        entry({ slug: "about", name: "About", position: 10 }),
        entry({ slug: "services", name: "Services", folder: true, position: 5 }),
        inside("services", { slug: "services/", name: "Services", startpage: true }),
        inside("services", { slug: "services/drone", name: "Drone", position: 2 }),
        inside("services", { slug: "services/animation", name: "Animation", position: 1 }),
        entry({ slug: "homepage", name: "Home", position: 50 }),
      ]),
    );
    expect(outline(tree)).toEqual(["Home → /", "Services → /services/", "  Animation → /services/animation", "  Drone → /services/drone", "About → /about"]);
  });

  it("shows a folder without a start page as a placeholder holding its children", () => {
    const tree = sitemapTree(site([entry({ slug: "clients", name: "Clients", folder: true }), inside("clients", { slug: "clients/acme", name: "Acme" })]));
    expect(outline(tree)).toEqual(["[Clients]", "  Acme → /clients/acme"]);
    expect(tree[0]!.href).toBeNull();
  });

  it("never lists a start page a second time beside its folder", () => {
    const tree = sitemapTree(site([entry({ slug: "news", name: "News", folder: true }), inside("news", { slug: "news/", name: "News start", startpage: true })]));
    expect(outline(tree)).toEqual(["News → /news/"]);
  });

  it("keeps a folder marked unpublished when its pages are published", () => {
    const tree = sitemapTree(
      site([
        entry({ slug: "insights", name: "Insights", folder: true, published: false }),
        inside("insights", { slug: "insights/", startpage: true }),
        inside("insights", { slug: "insights/one", name: "One" }),
      ]),
    );
    expect(outline(tree)).toEqual(["Insights → /insights/", "  One → /insights/one"]);
  });

  it("leaves out pages whose slug starts with an excluded prefix", () => {
    const tree = sitemapTree(
      site(
        [
          entry({ slug: "contact", name: "Contact", folder: true }),
          inside("contact", { slug: "contact/", startpage: true }),
          inside("contact", { slug: "contact/thank-you", name: "Thanks" }),
          entry({ slug: "landing-a", name: "Landing" }),
        ],
        { sitemap_exclude_prefixes: ["contact/thank-you", "/landing-"] },
      ),
    );
    expect(outline(tree)).toEqual(["Contact → /contact/"]);
  });

  it("leaves out pages inside a separate-sitemap folder, except its start page", () => {
    const tree = sitemapTree(
      site(
        [
          entry({ slug: "case-studies", name: "Case Studies", folder: true }),
          inside("case-studies", { slug: "case-studies/", startpage: true }),
          inside("case-studies", { slug: "case-studies/one", name: "One" }),
        ],
        { sitemap_separate_folders: ["case-studies"] },
      ),
    );
    expect(outline(tree)).toEqual(["Case Studies → /case-studies/"]);
  });

  it("leaves out privacy and terms pages that prevent indexing, and only those", () => {
    const tree = sitemapTree(
      site([
        entry({ slug: "privacy", name: "Privacy", preventIndexing: true }),
        entry({ slug: "terms-and-conditions", name: "Terms", preventIndexing: true }),
        entry({ slug: "cookie-policy", name: "Cookies", preventIndexing: true }),
        entry({ slug: "terms", name: "Terms (indexed)" }),
      ]),
    );
    expect(outline(tree)).toEqual(["Cookies → /cookie-policy", "Terms (indexed) → /terms"]);
  });

  it("leaves out configuration entries, redirects, the 404 page, unpublished pages and links without a story", () => {
    const tree = sitemapTree(
      site([
        entry({ slug: "settings", component: "settings" }),
        entry({ slug: "header", component: "header" }),
        entry({ slug: "footer", component: "footer" }),
        entry({ slug: "showreel", component: "redirect" }),
        entry({ slug: "404", name: "Not found" }),
        entry({ slug: "draft", published: false }),
        entry({ slug: "ghost", component: null }),
        entry({ slug: "empty-folder", folder: true }),
        entry({ slug: "about", name: "About" }),
      ]),
    );
    expect(outline(tree)).toEqual(["About → /about"]);
  });
});
