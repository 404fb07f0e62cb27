// Terms, privacy notice and cookie policy (with its cookie table).
import { innerBanner, textBlock } from "../common-blocks";
import { cookieText, privacyText, termsText } from "../data/legal-copy";
import { pageRoot, seo } from "../page-kit";
import { addStory } from "../seed-space";

export function addLegalPages(): void {
  addStory({
    fullSlug: "terms",
    name: "Terms",
    position: 200,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Terms of Business", "The terms that apply to every Northlight Films project."),
        body: [innerBanner(scope, "Terms of business", "Last updated 3 March 2025"), textBlock(scope, termsText)],
      }),
  });
  addStory({
    fullSlug: "privacy",
    name: "Privacy",
    position: 210,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Privacy Notice", "How Northlight Films collects, uses and protects personal data."),
        preventIndexing: true,
        body: [innerBanner(scope, "Privacy notice", "Last updated 3 March 2025"), textBlock(scope, privacyText)],
      }),
  });
  addStory({
    fullSlug: "cookie-policy",
    name: "Cookie Policy",
    position: 220,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Cookie Policy", "What the Northlight Films website stores on your device: no cookies, no analytics, nothing in your browser's storage."),
        body: [innerBanner(scope, "Cookie policy", "Last updated 24 November 2026"), textBlock(scope, cookieText)],
      }),
  });
}
