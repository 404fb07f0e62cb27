// A page built from its story's blocks. Stories whose body has no banner get a
// plain heading so every page has exactly one h1.
import { Blocks } from "../blocks/Blocks";
import { useRenderContext } from "../components/site-context";
import { hasBannerBlock } from "./has-banner";

export function StoryPage() {
  const { route } = useRenderContext();
  const content = route.story.content;
  const body = "body" in content ? content.body : [];
  return (
    <>
      {hasBannerBlock(body) ? null : (
        <div className="container page-title">
          <h1>{route.story.name}</h1>
        </div>
      )}
      <Blocks items={body} path="content.body" />
    </>
  );
}
