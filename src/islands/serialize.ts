// The one serialiser for island props: JSON that cannot break out of the HTML it
// sits in (< > & and the JS line separators escaped). Anything JSON would drop
// or change on the way (functions, undefined in an array, BigInt, NaN, Map, Set,
// Date, class instances, cycles) is refused with the island's name and the prop path,
// so the browser never hydrates with props different from the server's.
export class IslandPropsError extends Error {}

export function serializeProps(island: string, props: unknown): string {
  // the quick walk builds no paths; only props it finds fault with are walked again for the message
  if (!carriable(props, 0)) checkSerializable(island, props, "props", new Set());
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function refuse(island: string, path: string, what: string): never {
  throw new IslandPropsError(`island ${island}: ${path} is ${what}, which JSON cannot carry to the browser`);
}

/** "a Map", "a Date", "an instance of Foo": what a non-plain object is, for the message. */
function describeObject(value: object): string {
  const name = Object.getPrototypeOf(value)?.constructor?.name;
  if (!name) return "an object with an unusual prototype";
  return ["Map", "Set", "Date", "RegExp", "WeakMap", "WeakSet", "Promise", "Error"].includes(name) ? `a ${name}` : `an instance of ${name}`;
}

function isPlainContainer(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Deeper than any real props: a cycle, which the detailed walk names (or JSON.stringify refuses). */
const MAX_DEPTH = 64;

/** Whether JSON carries the value unchanged; the same rules as checkSerializable, without its paths. */
function carriable(value: unknown, depth: number): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object":
      break;
    default:
      return false; // undefined props, functions, symbols, bigints
  }
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (value[i] === undefined || !carriable(value[i], depth + 1)) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (child !== undefined && !carriable(child, depth + 1)) return false;
  }
  return true;
}

function checkSerializable(island: string, value: unknown, path: string, ancestors: Set<unknown>): void {
  const type = typeof value;
  if (type === "undefined") {
    if (path === "props") refuse(island, path, "undefined");
    return; // an undefined field is simply absent; arrays are checked below
  }
  if (type === "function" || type === "symbol" || type === "bigint") refuse(island, path, `a ${type}`);
  if (type === "number" && !Number.isFinite(value)) refuse(island, path, String(value));
  if (value === null || type !== "object") return;
  const object = value as object;
  if (!isPlainContainer(object)) refuse(island, path, describeObject(object));
  if (ancestors.has(object)) throw new IslandPropsError(`island ${island}: ${path} refers back to itself (a cycle)`);
  ancestors.add(object);
  if (Array.isArray(object)) {
    // JSON turns undefined items and holes into null, changing the data
    for (let i = 0; i < object.length; i++) {
      if (object[i] === undefined) refuse(island, `${path}[${i}]`, "undefined (or a hole) in an array");
      checkSerializable(island, object[i], `${path}[${i}]`, ancestors);
    }
  } else {
    for (const [key, child] of Object.entries(object)) checkSerializable(island, child, `${path}.${key}`, ancestors);
  }
  ancestors.delete(object);
}
