// A warning's field path: `content.body[2].heading` from a base and a schema issue's path.
export function formatPath(base: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), base);
}

/** One problem a check found in a story's content, at its field path. */
export interface FieldProblem {
  path: string;
  message: string;
}
