// The three configuration stories: settings, header and footer.
import { svgAsset } from "../assets";
import { services } from "../catalogue";
import { jsonLd } from "../page-kit";
import { AGENCY } from "../seed-constants";
import { linkItem, storyLink } from "../seed-links";
import { addStory } from "../seed-space";

const organisation = jsonLd({
  "@type": "Organization",
  name: AGENCY.name,
  url: AGENCY.siteUrl,
  logo: `${AGENCY.siteUrl}/logo.svg`,
  email: AGENCY.email,
  telephone: "+44 161 496 0735",
  address: {
    "@type": "PostalAddress",
    streetAddress: "Studio 3, Canal Wharf, 18 Ducie Street",
    addressLocality: "Manchester",
    postalCode: "M1 2JN",
    addressCountry: "GB",
  },
  sameAs: [AGENCY.instagram, AGENCY.linkedin, AGENCY.vimeo],
});

function addSettings(): void {
  addStory({
    fullSlug: "settings",
    name: "Settings",
    position: 100,
    content: (scope) =>
      scope.root(
        "settings",
        {
          name: "Site settings",
          site_name: AGENCY.name,
          production_site_url: AGENCY.siteUrl,
          tab_color: AGENCY.tabColor,
          google_search_console: "",
          instagram: AGENCY.instagram,
          linkedin: AGENCY.linkedin,
          vimeo: AGENCY.vimeo,
          schemas: organisation,
          sitemap_exclude_prefixes: ["contact/thank-you"],
          sitemap_separate_folders: [],
        },
        false,
      ),
  });
}

function addHeader(): void {
  addStory({
    fullSlug: "header",
    name: "Header",
    position: 110,
    content: (scope) =>
      scope.root(
        "header",
        {
          links: [
            linkItem(scope, "About", storyLink("about"), { sublinks: [] }),
            linkItem(scope, "Services", storyLink("services/"), {
              isMegamenu: true,
              sublinks: services.map((s) => linkItem(scope, s.name, storyLink(`services/${s.slug}`), { icon: s.icon })),
            }),
            linkItem(scope, "Case Studies", storyLink("case-studies/"), { sublinks: [] }),
            linkItem(scope, "Insights", storyLink("insights/"), { sublinks: [] }),
            linkItem(scope, "Contact", storyLink("contact/"), { type: "button", sublinks: [] }),
          ],
        },
        false,
      ),
  });
}

/** The aurora ribbon drawn above the footer's greeting. */
const footerGraphic = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
<defs><linearGradient id="aurora" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#22d3ee"/><stop offset="0.5" stop-color="#a78bfa"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
<path d="M0 90 C 80 20, 160 110, 240 60 S 400 10, 480 50" fill="none" stroke="url(#aurora)" stroke-width="10" stroke-linecap="round"/>
<path d="M0 105 C 90 45, 170 120, 250 80 S 410 35, 480 70" fill="none" stroke="url(#aurora)" stroke-width="4" stroke-linecap="round" opacity="0.5"/>
</svg>
`;

function addFooter(): void {
  const graphic = svgAsset("footer-graphic", { name: "northlight-aurora", width: 480, height: 120, alt: "", svg: footerGraphic });
  addStory({
    fullSlug: "footer",
    name: "Footer",
    position: 120,
    content: (scope) =>
      scope.root(
        "footer",
        {
          text: "Got a story that deserves to be seen? Say hello and we'll have a coffee, in person or on a call.",
          email: AGENCY.email,
          phone: AGENCY.phone,
          graphic,
          site_links: [linkItem(scope, "Terms", storyLink("terms")), linkItem(scope, "Privacy", storyLink("privacy")), linkItem(scope, "Cookies", storyLink("cookie-policy"))],
        },
        false,
      ),
  });
}

export function addConfigStories(): void {
  addSettings();
  addHeader();
  addFooter();
}
