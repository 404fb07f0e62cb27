import { describe, expect, it } from "vitest";
import { linkItemSchema } from "../../src/content/link-item";
import type { Site } from "../../src/content/site";
import { currentState, navItems } from "../../src/layouts/nav-items";
import { editableAttributes } from "../../src/lib/editable";

const site = { storyByUuid: new Map([["svc-uuid", { full_slug: "services/" }]]) } as unknown as Pick<Site, "storyByUuid">;

const link = (input: Record<string, unknown>) => linkItemSchema.parse({ _uid: "u", component: "link", ...input });
const story = (cached_url: string, id = "") => ({ linktype: "story", cached_url, id });

function collect() {
  const warnings: string[] = [];
  return { warnings, warn: (path: string, message: string) => warnings.push(`${path}: ${message}`) };
}

describe("navItems", () => {
  it("carries each link block's Visual Editor hooks in a preview, and no key for them anywhere else", () => {
    const { warn } = collect();
    const editable = '<!--#storyblok#{"name": "link", "space": "1", "uid": "sub", "id": "9"}-->';
    const links = [
      link({
        label: "Services",
        link: story("services/"),
        isMegamenu: true,
        sublinks: [link({ label: "Drone", link: story("services/drone"), _uid: "sub", _editable: editable })],
      }),
    ];
    const preview = navItems(links, site, "/", warn, (block) => editableAttributes(block, true));
    expect(preview[0]).not.toHaveProperty("editable"); // its block has no _editable
    expect(preview[0]!.children![0]!.editable).toEqual({ "data-blok-c": '{"name":"link","space":"1","uid":"sub","id":"9"}', "data-blok-uid": "9-sub" });
    const built = navItems(links, site, "/", warn, (block) => editableAttributes(block, false));
    expect(JSON.stringify(built)).toBe(JSON.stringify(navItems(links, site, "/", warn)));
    expect(JSON.stringify(built)).not.toContain("editable");
  });

  it("resolves hrefs, keeps the button kind, and makes a mega item only of a megamenu link with sublinks", () => {
    const { warnings, warn } = collect();
    const items = navItems(
      [
        link({ label: "About", link: story("about") }),
        link({ label: "Services", link: story("old-slug/", "svc-uuid"), isMegamenu: true, sublinks: [link({ label: "Drone", link: story("services/drone"), icon: "plane" })] }),
        link({ label: "Empty mega", link: story("insights/"), isMegamenu: true }),
        link({ label: "Contact", link: story("contact/"), type: "button" }),
      ],
      site,
      "/services/drone",
      warn,
    );
    expect(warnings).toEqual([]);
    expect(items.map((i) => [i.label, i.kind, i.href, i.current])).toEqual([
      ["About", "link", "/about", undefined],
      ["Services", "mega", "/services/", "true"],
      ["Empty mega", "link", "/insights/", undefined],
      ["Contact", "button", "/contact/", undefined],
    ]);
    const [drone] = items[1]!.children!;
    expect(drone).toMatchObject({ label: "Drone", href: "/services/drone", current: "page" });
    expect(drone!.icon).toMatch(/^<path d="/);
    expect(items[0]).not.toHaveProperty("children");
    expect(items[0]).not.toHaveProperty("newTab");
  });

  it("reports a missing or unsafe link and an unknown icon, keeping the label as text", () => {
    const { warnings, warn } = collect();
    const [broken, unsafe, newTab] = navItems(
      [
        link({ label: "Nowhere" }),
        link({ label: "Script", link: { linktype: "url", url: "javascript:alert(1)" }, icon: "not-an-icon" }),
        link({ label: "Vimeo", link: { linktype: "url", url: "https://vimeo.com/x", target: "_blank" } }),
      ],
      site,
      "/",
      warn,
    );
    expect(broken).toMatchObject({ label: "Nowhere", href: null });
    expect(unsafe).toMatchObject({ label: "Script", href: null });
    expect(unsafe).not.toHaveProperty("icon");
    expect(newTab).toMatchObject({ href: "https://vimeo.com/x", newTab: true });
    expect(warnings).toEqual([
      'header.links[0]: the link is empty; the label "Nowhere" is shown as plain text',
      'header.links[1]: the link target "javascript:alert(1)" uses a scheme that is not allowed; the label "Script" is shown as plain text',
      'header.links[1].icon: "not-an-icon" is not a lucide icon name (see lucide.dev/icons); the link shows without an icon',
    ]);
  });
});

describe("currentState", () => {
  it.each([
    ["/about", "/about", "page"],
    ["/services/", "/services", "page"],
    ["/services/", "/services/event-video", "true"],
    ["/insights/", "/insights/page/2/", "true"],
    ["/about#team", "/about", "page"],
    ["/", "/about", undefined],
    ["/case", "/case-studies/", undefined],
    ["https://example.com/about", "/about", undefined],
  ])("%s on %s is %s", (href, url, expected) => {
    expect(currentState(href, url)).toBe(expected);
  });
});
