// A warning's field path: `content.body[2].heading` from a base and a schema issue's path.
export function formatPath(base: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : `${acc}.${String(key)}`), base);
}
