// Server side of an island: renders the component's full HTML inside a marker
// that tells src/islands/client.ts what to hydrate, when, and with which props.
import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { useRenderContext } from "../components/site-context";
import { type IslandName, islandRegistry } from "./registry";
import { serializeProps } from "./serialize";

type PropsOf<N extends IslandName> = ComponentProps<(typeof islandRegistry)[N]["component"]>;

export function Island<N extends IslandName>({ name, props }: { name: N; props: PropsOf<N> }) {
  const { islands } = useRenderContext();
  const definition = islandRegistry[name];
  if (!definition) throw new Error(`island "${name}" is not registered in src/islands/registry.ts`);
  // each registry entry pairs a component with its own props type; TS cannot see that through N
  const Component = definition.component as React.ComponentType<object>;
  const prefix = `${name}-${islands.used.length}-`;
  islands.used.push(name);
  const html = renderToString(<Component {...(props as object)} />, { identifierPrefix: prefix });
  return (
    <site-island
      data-island={name}
      data-src={islands.chunkUrl(name)}
      data-trigger={definition.trigger}
      data-props={serializeProps(name, props)}
      data-prefix={prefix}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
