// The 404 page: the story's own blocks (its banner and links), then a set of
// signposts to the places most visitors are looking for. Signposts only point
// at pages this site actually has.
import { ArrowRight, BriefcaseBusiness, Clapperboard, House, type LucideIcon, Mail } from "lucide-react";
import { Blocks } from "../blocks/Blocks";
import { useRenderContext } from "../components/site-context";
import type { Site } from "../content/site";
import { storyPath } from "../lib/urls";
import { hasBannerBlock } from "./has-banner";

interface Signpost {
  slugs: string[];
  label: string;
  text: string;
  Icon: LucideIcon;
}

const SIGNPOSTS: Signpost[] = [
  { slugs: ["homepage"], label: "Home", text: "Start again from the front page.", Icon: House },
  { slugs: ["services/", "services"], label: "Services", text: "Every kind of film we make.", Icon: Clapperboard },
  { slugs: ["case-studies/", "case-studies"], label: "Case studies", text: "Work we are proud of, client by client.", Icon: BriefcaseBusiness },
  { slugs: ["contact/", "contact"], label: "Contact", text: "Tell us what you were looking for.", Icon: Mail },
];

export const NOT_FOUND_TITLE = "Page not found";

export function NotFoundPage() {
  const { site, route } = useRenderContext();
  const body = "body" in route.story.content ? route.story.content.body : [];
  const signposts = SIGNPOSTS.flatMap((signpost) => {
    const href = existingPath(site, signpost.slugs);
    return href ? [{ ...signpost, href }] : [];
  });
  return (
    <>
      {hasBannerBlock(body) ? null : (
        <div className="container page-title">
          <h1>{NOT_FOUND_TITLE}</h1>
        </div>
      )}
      <Blocks items={body} path="content.body" />
      <nav className="section not-found" aria-labelledby="not-found-heading">
        <div className="container">
          <h2 className="not-found__heading" id="not-found-heading">
            Popular places
          </h2>
          <ul className="not-found__list">
            {signposts.map(({ href, label, text, Icon }) => (
              <li key={href}>
                <a className="not-found__link" href={href}>
                  <Icon className="not-found__icon" size={28} aria-hidden="true" />
                  <span className="not-found__label">{label}</span>
                  <span className="not-found__text">{text}</span>
                  <ArrowRight className="not-found__arrow" size={20} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}

function existingPath(site: Site, slugs: string[]): string | null {
  const story = site.stories.find((candidate) => slugs.includes(candidate.full_slug));
  return story ? storyPath(story.full_slug) : null;
}
