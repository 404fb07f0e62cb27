// Server side of an island: renders the component's full HTML inside a marker
// that tells src/islands/client.ts what to hydrate, when, and with which props.
// tests/unit/island-hydration.test.ts checks that every island's HTML on every page
// is what the browser's hydration renders from the marker alone.
import type { ComponentProps, ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { DefaultBlockHeadings } from "../components/heading-level";
import { AboveTheFold, SiteContext, useRenderContext } from "../components/site-context";
import { type IslandName, islandRegistry } from "./island-registry";
import { serializeProps } from "./serialize";

type PropsOf<N extends IslandName> = ComponentProps<(typeof islandRegistry)[N]["component"]>;

export function Island<N extends IslandName>({ name, props }: { name: N; props: PropsOf<N> }) {
  const { islands } = useRenderContext();
  const definition = islandRegistry[name];
  if (!definition) throw new Error(`island "${name}" is not registered in src/islands/island-registry.ts`);
  // each registry entry pairs a component with its own props type; TS cannot see that through N
  const Component = definition.component as ComponentType<object>;
  const prefix = `${name}-${islands.used.length}-`;
  islands.used.push(name);
  const serialized = serializeProps(name, props);
  const marker = { "data-island": name, "data-src": islands.chunkUrl(name), "data-trigger": definition.trigger, "data-props": serialized, "data-prefix": prefix };
  if (definition.rendersAlone) {
    return <site-island {...marker} dangerouslySetInnerHTML={{ __html: islandHtml(Component, props as object, `${name}\0${prefix}\0${serialized}`, prefix) }} />;
  }
  // in the page's tree (a render of its own costs more than the island), under the contexts'
  // defaults, since the browser hydrates it outside the page: the same HTML either way
  return (
    <site-island {...marker}>
      <SiteContext.Provider value={null}>
        <AboveTheFold.Provider value={false}>
          <DefaultBlockHeadings>
            <Component {...(props as object)} />
          </DefaultBlockHeadings>
        </AboveTheFold.Provider>
      </SiteContext.Provider>
    </site-island>
  );
}

// The browser hydrates an island from its name, id prefix and props alone, so its HTML is a
// function of those: the header's menus, the same on page after page, render once per build.
const rendered = new Map<string, string>();
const REMEMBERED = 256;
/** Larger islands (a listing's filter over thousands of case studies) are not remembered: they
 * seldom repeat, and 256 of them would hold gigabytes. Bounds the memo at about 32 MB. */
const MAX_REMEMBERED_CHARS = 64 * 1024;

function islandHtml(Component: ComponentType<object>, props: object, key: string, prefix: string): string {
  const known = rendered.get(key);
  if (known !== undefined) {
    rendered.delete(key); // least recently used goes first
    rendered.set(key, known);
    return known;
  }
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  if (key.length + html.length > MAX_REMEMBERED_CHARS) return html;
  rendered.set(key, html);
  if (rendered.size > REMEMBERED) rendered.delete(rendered.keys().next().value!);
  return html;
}
