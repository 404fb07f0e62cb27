// The contact folder: the enquiry page (its start page) and the thank-you page
// the form redirects to when JavaScript is off.
import { innerBanner } from "../common-blocks";
import { pageRoot, seo } from "../page-kit";
import { AGENCY } from "../seed-constants";
import { emailLink, linkItem, storyLink } from "../seed-links";
import { addFolder, addStory } from "../seed-space";

export function addContact(): void {
  addFolder({ slug: "contact", name: "Contact", position: 80 });
  addStory({
    fullSlug: "contact/",
    name: "Contact",
    folder: "contact",
    position: 0,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Contact Us", "Tell us about your video project. We reply to every enquiry within one working day."),
        body: [
          innerBanner(scope, "Let's talk", "Whether you have a full brief or a half-formed idea, we'd love to hear it."),
          scope.block("contact_panel", {
            form_heading: "Tell us about your project",
            form_text: "A few lines is plenty. We'll reply within one working day with some questions and a time to talk.",
            email: AGENCY.email,
            phone: AGENCY.phone,
            address: AGENCY.address,
            success_redirect: storyLink("contact/thank-you"),
          }),
        ],
      }),
  });
  addStory({
    fullSlug: "contact/thank-you",
    name: "Thank You",
    folder: "contact",
    position: 10,
    content: (scope) =>
      pageRoot(scope, "page", {
        seo: seo("Thank You", "Your enquiry has reached us."),
        preventIndexing: true,
        body: [
          innerBanner(scope, "Thank you!", "Your enquiry has been sent successfully. Callum or another of our producers will be in touch within one working day.", "center"),
          scope.block("link_block", {
            align: "center",
            links: [
              linkItem(scope, "Browse our case studies", storyLink("case-studies/"), { type: "primary" }),
              linkItem(scope, "Read our insights", storyLink("insights/"), { type: "secondary" }),
              linkItem(scope, "Email us directly", emailLink(AGENCY.email)),
            ],
          }),
        ],
      }),
  });
}
