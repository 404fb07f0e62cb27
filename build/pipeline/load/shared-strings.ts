// One string for each value that repeats across stories. At 10,000 stories their models hold 1.2 million
// strings but 140,000 different ones: block names, rich-text node types ("text", "paragraph"), image
// addresses, alt texts and credits recur from story to story, and each story file parsed (or taken from the
// memo, whose format shares no string between values) brings its own copies. Sharing them took the stories'
// heap from 114 to 54 MB there, for about 180 ms of the load; what a 10,000-page build holds while it renders
// is mostly these stories. A load shares them from LARGE_SITE_STORIES stories on (build/shared/heap-growth.ts).

/** Makes every string in the objects and arrays handed to it the one copy of its value this sharer has met. */
export function stringSharer(): (value: object) => void {
  const known = new Map<string, string>();
  const shared = (text: string) => {
    const first = known.get(text);
    if (first !== undefined) return first;
    known.set(text, text);
    return text;
  };
  const share = (value: object): void => {
    if (Object.isFrozen(value)) return; // a schema's own constant: left as it is
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === "string") value[i] = shared(item);
        else if (typeof item === "object" && item !== null) share(item);
      }
      return;
    }
    const fields = value as Record<string, unknown>;
    for (const key of Object.keys(fields)) {
      const item = fields[key];
      if (typeof item === "string") fields[key] = shared(item);
      else if (typeof item === "object" && item !== null) share(item);
    }
  };
  return share;
}
