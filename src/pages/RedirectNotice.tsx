// A pretty-link story in a preview build, where it is a page rather than a 307
// (spec 2): the story's name as the h1, then the redirect block's notice, which
// says it is a redirect with no preview and shows the destination.
import { Blocks } from "../blocks/Blocks";
import { useRenderContext } from "../components/site-context";
import type { RawBlock } from "../content/block";

export function RedirectNoticePage() {
  const { route } = useRenderContext();
  const content = route.story.content;
  // the redirect story's content is exactly the redirect block's data
  const notice: RawBlock = { ...content, _uid: content._uid ?? route.story.uuid, component: "redirect" };
  return (
    <>
      <div className="container page-title">
        <h1>{route.story.name}</h1>
      </div>
      <Blocks items={[notice]} path="content" />
    </>
  );
}
