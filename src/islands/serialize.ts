// The one serialiser for island props: JSON that cannot break out of the HTML it
// sits in (< > & and the JS line separators escaped), with cycles and values
// JSON would silently drop reported against the island and prop path.
export class IslandPropsError extends Error {}

export function serializeProps(island: string, props: unknown): string {
  checkSerializable(island, props, "props", new Set());
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function checkSerializable(island: string, value: unknown, path: string, ancestors: Set<unknown>): void {
  const type = typeof value;
  if (type === "function" || type === "symbol" || type === "bigint" || type === "undefined") {
    if (type === "undefined" && path !== "props") return; // undefined fields are simply absent
    throw new IslandPropsError(`island ${island}: ${path} is a ${type}, which cannot be sent to the browser`);
  }
  if (type === "number" && !Number.isFinite(value)) {
    throw new IslandPropsError(`island ${island}: ${path} is ${String(value)}, which JSON cannot carry`);
  }
  if (value === null || type !== "object") return;
  if (ancestors.has(value)) throw new IslandPropsError(`island ${island}: ${path} refers back to itself (a cycle)`);
  ancestors.add(value);
  for (const [key, child] of Object.entries(value as object)) {
    checkSerializable(island, child, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, ancestors);
  }
  ancestors.delete(value);
}
