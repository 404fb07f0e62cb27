// Damaged content never stops a build: a seeded corpus of mutated copies of the embedded
// content (tests/helpers/mutate-content.ts) goes through the real load, routes and render,
// and not one case may throw. MUTATION_CASES=1000 runs a larger corpus than the default.
import { beforeAll, describe, expect, it } from "vitest";
import { type Corpus, openCorpus, runCase } from "../helpers/mutate-content";

const CASES = Number(process.env.MUTATION_CASES ?? 120);

let corpus: Corpus;
beforeAll(async () => {
  corpus = await openCorpus("content-cache");
});

describe("mutated content caches", () => {
  it(
    `builds all ${CASES} without a crash, and damage comes back as warnings naming story and field`,
    () => {
      const crashes: string[] = [];
      let warned = 0;
      for (let seed = 1; seed <= CASES; seed++) {
        const outcome = runCase(corpus, seed);
        if (outcome.crash) crashes.push(`seed ${seed} (${outcome.where}: ${JSON.stringify(outcome.mutations)}): ${outcome.crash.message}`);
        if (outcome.warnings.length > 0) warned++;
        for (const w of outcome.warnings) expect(w.where).not.toBe("");
      }
      expect(crashes).toEqual([]);
      // most damage is to fields the schemas check; a case with no warning damaged an optional extra
      expect(warned).toBeGreaterThan(CASES / 2);
    },
    Math.max(600_000, CASES * 2_000),
  ); // about 0.2 s a case, 1 s on a loaded machine

  it("replays a case from its seed", () => {
    const first = runCase(corpus, 17);
    const again = runCase(corpus, 17);
    expect(again.mutations).toEqual(first.mutations);
    expect(again.warnings).toEqual(first.warnings);
  });
});
