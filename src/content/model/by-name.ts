// A list of component schemas → the table of technical name → schema, typed by each one's
// `component` literal, so the table's keys are the declared names and nothing else.
import type * as z from "zod";

type Component = z.ZodObject<{ component: z.ZodLiteral<string> }>;
type NameOf<S extends Component> = S["shape"]["component"]["value"];

export type ByName<L extends readonly Component[]> = { [S in L[number] as NameOf<S>]: S };

export function byComponentName<const L extends readonly Component[]>(schemas: L): ByName<L> {
  const table: Record<string, Component> = {};
  for (const schema of schemas) {
    const name = schema.shape.component.value;
    if (Object.hasOwn(table, name)) throw new Error(`two declarations are named "${name}"`);
    table[name] = schema;
  }
  return table as ByName<L>;
}
