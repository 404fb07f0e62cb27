import type { ReactNode } from "react";
import { useRenderContext } from "../components/site-context";
import { useEditable } from "../components/use-editable";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** Header, the page's main landmark (the skip link's target, and in the Visual Editor the story's own hooks) and footer. */
export function PageShell({ children }: { children: ReactNode }) {
  const edit = useEditable();
  const { route } = useRenderContext();
  return (
    <>
      <Header />
      <main id="main" className="site-main" tabIndex={-1} {...edit(route.story.content)}>
        {children}
      </main>
      <Footer />
    </>
  );
}
