// The heading level a block's own title takes. A block on the page is a section
// under the page's h1, so its title is an h2; inside a grid it is one card among
// several under the grid's section, so its title steps down to h3.
import { createContext, type ReactNode, useContext } from "react";
import type { HeadingLevel } from "./Heading";

const BlockHeadingContext = createContext<HeadingLevel>("h2");

export function useBlockHeadingLevel(): HeadingLevel {
  return useContext(BlockHeadingContext);
}

/** The level below the current one, for the titles of items inside a block. */
export function useItemHeadingLevel(): HeadingLevel {
  return stepDown(useBlockHeadingLevel());
}

export function stepDown(level: HeadingLevel): HeadingLevel {
  return `h${Math.min(6, Number(level.slice(1)) + 1)}` as HeadingLevel;
}

export function NestedBlockHeadings({ children }: { children: ReactNode }) {
  const level = useBlockHeadingLevel();
  return <BlockHeadingContext.Provider value={stepDown(level)}>{children}</BlockHeadingContext.Provider>;
}

/** The levels as at the top of a page: an island's component renders as the browser will hydrate it, outside any block. */
export function DefaultBlockHeadings({ children }: { children: ReactNode }) {
  return <BlockHeadingContext.Provider value="h2">{children}</BlockHeadingContext.Provider>;
}
