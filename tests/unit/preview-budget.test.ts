// What one editor link may cost Storyblok (60 calls a minute, taken before the calls are made),
// and the shared, briefly reused loads of one content version.
import { describe, expect, it } from "vitest";
import { editorQuery } from "../../build/fakes/storyblok-editor-query";
import type { RawContent } from "../../build/pipeline/load/read-content";
import { loadsByCv, REUSE_MS } from "../../functions/lib/draft-loads";
import { accessOf } from "../../functions/lib/preview-access";
import { CALLS_PER_MINUTE, createUpstreamBudget } from "../../functions/lib/preview-budget";
import { SESSION_PARAM } from "../../functions/lib/preview-session";

describe("createUpstreamBudget", () => {
  it("gives each proof its calls a minute, taken whole or not at all, and gives them back as the minute passes", () => {
    let now = 0;
    const budget = createUpstreamBudget(CALLS_PER_MINUTE, () => now);
    expect(CALLS_PER_MINUTE).toBe(60);
    for (let load = 0; load < 12; load++) expect(budget.take("proof-a", 5)).toBe(true);
    expect(budget.take("proof-a", 5)).toBe(false);
    expect(budget.take("proof-a", 0)).toBe(true); // a request that joins a load costs nothing
    expect(budget.take("proof-b", 5)).toBe(true); // another proof has its own
    now = 59_999;
    expect(budget.take("proof-a", 1)).toBe(false);
    now = 60_001;
    expect(budget.take("proof-a", 60)).toBe(true);
    expect(budget.take("proof-a", 1)).toBe(false);
  });
});

describe("the payer of an editor's request", () => {
  const space = { spaceId: 287015, previewToken: "preview-token" };
  const keys = { ...space, secret: "session-secret", nowSeconds: 1_800_000_000 };
  const payerOf = (query: string) => {
    const access = accessOf(new URLSearchParams(query), keys);
    if (access.kind !== "editor") throw new Error(`not an editor: ${access.kind}`);
    return access;
  };

  it("is the proof, whatever story the request names, with or without a session made from it", () => {
    const budget = createUpstreamBudget(CALLS_PER_MINUTE, () => 0);
    const proofAt = keys.nowSeconds - 10;
    const opened = payerOf(editorQuery(42, space, proofAt));
    const sessionQuery = `${SESSION_PARAM}=${opened.session}&_storyblok=42`;
    const payers = [opened, payerOf(editorQuery(7, space, proofAt)), payerOf(sessionQuery), payerOf(editorQuery(42, space, proofAt).replace(/_storyblok=42&/, ""))];
    expect(new Set(payers.map((access) => access.payer)).size).toBe(1);
    // 100 requests, each naming another story: one allowance between them
    const taken = Array.from({ length: 100 }, (_, story) => budget.take(payerOf(editorQuery(story + 1, space, proofAt)).payer, 5));
    expect(taken.filter(Boolean)).toHaveLength(CALLS_PER_MINUTE / 5);
    // a story opened again in the Visual Editor comes with a proof of its own
    expect(budget.take(payerOf(editorQuery(42, space, proofAt + 1)).payer, 5)).toBe(true);
  });
});

describe("loadsByCv", () => {
  const raw = (cv: number) => ({ source: `cv ${cv}` }) as unknown as RawContent;

  it("shares a load in flight, reuses it for 10 s after it finished, and starts another when asked for one started later", async () => {
    let now = 1000;
    let fetches = 0;
    const loads = loadsByCv(
      async (cv) => {
        fetches++;
        return raw(cv);
      },
      () => now,
    );
    const [a, b] = await Promise.all([loads.load(7), loads.load(7)]);
    expect(fetches).toBe(1);
    expect(a.raw).toBe(b.raw);
    now += REUSE_MS;
    await loads.load(7);
    expect(fetches).toBe(1);
    // the reload after a save: a load started after the request arrived
    await loads.load(7, now);
    expect(fetches).toBe(2);
    now += REUSE_MS + 1;
    await loads.load(7);
    expect(fetches).toBe(3);
    await loads.load(8);
    expect(fetches).toBe(4);
    expect(loads.latest()?.cv).toBe(8);
    // the published copy: any load of the cv, however old
    await loads.load(8, Number.NEGATIVE_INFINITY);
    expect(fetches).toBe(4);
  });
});
