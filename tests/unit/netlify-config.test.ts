// netlify.toml as Netlify itself reads it (@netlify/config, offline): no
// warnings, and the settings the deploy depends on.

import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveConfig } from "@netlify/config";
import { describe, expect, it } from "vitest";

async function readConfig(cwd: string, config: string) {
  const result = await resolveConfig({ config, cwd, repositoryRoot: cwd, offline: true, buffer: true, context: "production", mode: "buildbot" } as Parameters<
    typeof resolveConfig
  >[0]);
  const logs = result.logs as { stdout: string[]; stderr: string[] };
  const config_ = result.config as Record<string, unknown> & { redirectsErrors?: unknown[]; headersErrors?: unknown[] };
  return { config: config_, messages: [...logs.stdout, ...logs.stderr, ...(config_.redirectsErrors ?? []), ...(config_.headersErrors ?? [])] };
}

describe("netlify.toml", () => {
  it("parses with Netlify's own config package without any warning", async () => {
    const { config, messages } = await readConfig(process.cwd(), "netlify.toml");
    expect(messages).toEqual([]);
    expect(config.build).toMatchObject({ command: "npm run build:netlify", publish: join(process.cwd(), "dist"), functions: join(process.cwd(), "functions") });
    // Netlify ignores node_bundler for functions with a default export; setting it would only mislead.
    expect(JSON.stringify(config.functions ?? {})).not.toContain("node_bundler");
    // the /img/ proxy is the build's, from content-cache/space.json (tests/unit/image-guard.test.ts): no space id is kept here
    expect((config.redirects as { from: string }[]).filter((rule) => rule.from.startsWith("/img"))).toEqual([]);
    expect(config.headers).toContainEqual(expect.objectContaining({ for: "/assets/*", values: { "Cache-Control": "public, max-age=31536000, immutable" } }));
  });

  it("would report a broken rule (so the check above can fail)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "netlify-"));
    await writeFile(join(dir, "netlify.toml"), '[[headers]]\n  for = "/x"\n  values = "not a table"\n');
    const { messages } = await readConfig(dir, join(dir, "netlify.toml"));
    expect(messages.length).toBeGreaterThan(0);
  });
});
