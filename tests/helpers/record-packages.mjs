// Loaded with --import into a build process: records every module specifier it resolves (import
// and require alike, through Node's in-thread module hooks) and writes them, as a JSON array, to
// RECORD_PACKAGES_FILE when the process exits. Tests read what a build loaded from outside it.
import { writeFileSync } from "node:fs";
import { registerHooks } from "node:module";

const seen = new Set();
registerHooks({
  resolve(specifier, context, next) {
    seen.add(specifier);
    return next(specifier, context);
  },
});
process.on("exit", () => writeFileSync(process.env.RECORD_PACKAGES_FILE, JSON.stringify([...seen])));
