import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

const storyLink = (cached_url: string) => ({ linktype: "story", cached_url, id: "" });
const link = (uid: string, label: string, extra: Record<string, unknown>) => ({ _uid: uid, component: "link", label, ...extra });

const header = story({
  full_slug: "header",
  content: {
    component: "header",
    links: [
      link("a", "About", { link: storyLink("about") }),
      link("s", "Services", {
        link: storyLink("services/"),
        isMegamenu: true,
        sublinks: [
          link("s1", "Drone & Aerial", { link: storyLink("services/drone"), icon: "plane" }),
          link("s2", "Event Video", { link: storyLink("services/event"), icon: "calendar" }),
        ],
      }),
      link("c", "Contact", { link: storyLink("contact/"), type: "button" }),
      link("x", "Broken", {}),
    ],
  },
});

const base = [
  story({ full_slug: "settings", content: { component: "settings", site_name: "Test Films", production_site_url: "https://www.example.test" } }),
  story({ full_slug: "footer", content: { component: "footer", text: "Hello" } }),
  story({ full_slug: "homepage", name: "Home", content: { component: "page", body: [] } }),
  story({ full_slug: "about", name: "About", content: { component: "page", body: [] } }),
];

async function build(headerStory = header) {
  return buildInMemory(await makeContentDir([...base, headerStory], { withBase: false }));
}

describe("Header", () => {
  it("opens the body with the skip link, then the logo linking home", async () => {
    const html = pageHtml(await build(), "/about");
    const body = html.slice(html.indexOf("<body>") + 6);
    expect(body).toMatch(/^<header class="site-header"><a class="skip-link" href="#main">Skip to content<\/a>/);
    expect(body).toMatch(/<a class="site-header__logo" href="\/">.*Test.*Films.*, home<\/span><\/a>/);
    expect(html).toContain('<main id="main" class="site-main" tabindex="-1">');
  });

  it("renders both menus as islands hydrated on interaction (the mobile one on its first tap or focus)", async () => {
    const html = pageHtml(await build(), "/about");
    expect(html).toMatch(/<nav class="site-nav" aria-label="Main"><site-island data-island="MegaMenu"[^>]*data-trigger="interaction"/);
    expect(html).toMatch(/<site-island data-island="MobileMenu"[^>]*data-trigger="interaction"/);
  });

  it("marks the current page, lists the services with their icons and styles Contact as a button", async () => {
    const html = pageHtml(await build(), "/about");
    const desktop = html.slice(html.indexOf('class="site-nav__list"'), html.indexOf("</nav>"));
    expect(desktop).toContain('<a href="/about" class="site-nav__link" aria-current="page">About</a>');
    expect(desktop).toContain('class="button button--primary button--small site-nav__cta">Contact</a>');
    expect(desktop.match(/class="mega__link"/g)).toHaveLength(2);
    expect(desktop).toMatch(/<a href="\/services\/drone" class="mega__link"><span class="mega__icon"><svg[^>]*aria-hidden="true"[^>]*><path d=/);
    expect(desktop).toContain("Drone &amp; Aerial");
    expect(desktop).toContain('<span class="site-nav__link">Broken</span>');
  });

  it("claims no expanded state before the menu script runs, and ties each toggle to its panel", async () => {
    const html = pageHtml(await build(), "/about");
    const toggle = /<button type="button" class="site-nav__toggle" aria-controls="([^"]+)">/.exec(html);
    expect(toggle).not.toBeNull();
    expect(html).toContain(`<div id="${toggle![1]}" class="mega">`);
    // HTML attribute names are case-insensitive; React writes this one as popoverTarget
    const mobile = /<button type="button" class="mobile-menu__toggle" popovertarget="([^"]+)">/i.exec(html);
    expect(mobile).not.toBeNull();
    expect(html).toContain(`id="${mobile![1]}" class="mobile-menu__panel" popover="auto"`);
    expect(html).not.toMatch(/aria-expanded/);
  });

  it("reports a header link without a target once, against the header story, and shows its label as text", async () => {
    const result = await build();
    const broken = result.warnings.filter((w) => w.path === "header.links[3]");
    expect(broken).toEqual([{ where: "header", path: "header.links[3]", message: 'the link is empty; the label "Broken" is shown as plain text' }]);
  });

  it("is the same on every page of a build but for what is current, and its islands count on each page", async () => {
    const result = await build();
    const headerOf = (url: string) => {
      const html = pageHtml(result, url);
      return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    };
    const home = headerOf("/");
    const about = headerOf("/about");
    expect(home).toContain('<a class="site-header__logo" href="/" aria-current="page">');
    expect(home).toContain('<a href="/about" class="site-nav__link">About</a>');
    expect(about).toContain('<a class="site-header__logo" href="/">');
    expect(about).toContain('<a href="/about" class="site-nav__link" aria-current="page">About</a>');
    // apart from the current link (and the ids the hydration derives from the props), the two are the same
    const plain = (header: string) => header.replaceAll(' aria-current="page"', "").replaceAll("&quot;current&quot;:&quot;page&quot;,", "");
    expect(plain(home)).toBe(plain(about));
    for (const url of ["/", "/about"]) {
      const html = pageHtml(result, url);
      expect(html).toMatch(/data-island="MegaMenu"[^>]*data-prefix="MegaMenu-0-"/);
      expect(html).toMatch(/data-island="MobileMenu"[^>]*data-prefix="MobileMenu-1-"/);
      // the header's islands count as the page's own: the page carries the loader that wakes them
      expect(html).toContain('<script type="module">');
    }
  });

  it("renders no menu, and so no script, when the header has no links", async () => {
    const html = pageHtml(await build(story({ full_slug: "header", content: { component: "header", links: [] } })), "/about");
    expect(html).not.toContain("site-island");
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });
});
