// Vitest's order for the unit test files: the files that run whole builds start first, so that no
// long file starts last and keeps the run waiting on one worker. On a fresh clone vitest has no
// timings cached and runs the largest files first, and the longest file (a Netlify build, twice)
// is one of the smallest. The rest keep vitest's own order.
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The longest files, longest first (measured on this project's 2-core machine). */
const LONG_FILES = [
  "netlify-build-cache.test.ts",
  "content-mutations.test.ts",
  "incremental-production.test.ts",
  "reference-build.test.ts",
  "cache-corruption.test.ts",
  "preview-function.test.ts",
  "cli.test.ts",
  "fetch.test.ts",
  "incremental-build.test.ts",
  "netlify-bundle.test.ts",
  "cli-help.test.ts",
];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const i = LONG_FILES.indexOf(relative("tests/unit", relative(this.ctx.config.root, spec.moduleId)));
      return i === -1 ? LONG_FILES.length : i;
    };
    // Array.prototype.sort is stable: files of one rank keep vitest's order
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
