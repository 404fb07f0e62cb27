import path from "node:path";
import { describe, expect, it } from "vitest";
import { FetchError } from "../../build/fetch/fetch-errors";
import { parseFetchOptions } from "../../build/fetch/fetch-options";

const TOKEN = { STORYBLOK_TOKEN: "abc123" };

function failure(argv: string[], env: Record<string, string>): FetchError {
  try {
    parseFetchOptions(argv, env, "/site");
  } catch (error) {
    if (error instanceof FetchError) return error;
    throw error;
  }
  throw new Error("expected parseFetchOptions to fail");
}

describe("parseFetchOptions", () => {
  it("defaults to the EU region, published content and content-cache/ in the working folder", () => {
    const options = parseFetchOptions([], TOKEN, "/site");
    expect(options).toMatchObject({
      token: "abc123",
      region: "eu",
      version: "published",
      endpoint: undefined,
      assetBase: undefined,
      outDir: path.resolve("/site/content-cache"),
      strict: false,
      refreshAssets: false,
      timeoutSeconds: 30,
      storiesPerPage: 100,
      linksPerPage: 1000,
    });
  });

  it("reads region, version, endpoint and asset base from the environment", () => {
    const options = parseFetchOptions(
      [],
      { ...TOKEN, STORYBLOK_REGION: "US", STORYBLOK_VERSION: "draft", STORYBLOK_ENDPOINT: "http://127.0.0.1:9/v2/", STORYBLOK_ASSET_BASE: "http://127.0.0.1:9" },
      "/site",
    );
    expect(options).toMatchObject({ region: "us", version: "draft", endpoint: "http://127.0.0.1:9/v2", assetBase: "http://127.0.0.1:9" });
  });

  it("reads --out, --strict, --refresh-assets and --timeout in both spellings", () => {
    expect(parseFetchOptions(["--out", "tmp/cache", "--strict", "--refresh-assets", "--timeout", "5"], TOKEN, "/site")).toMatchObject({
      outDir: path.resolve("/site/tmp/cache"),
      strict: true,
      refreshAssets: true,
      timeoutSeconds: 5,
    });
    expect(parseFetchOptions(["--out=/elsewhere", "--timeout=0.5"], TOKEN, "/site")).toMatchObject({ outDir: "/elsewhere", timeoutSeconds: 0.5 });
  });

  it("reads --retries and --max-asset-mb, and --help needs no token", () => {
    expect(parseFetchOptions(["--retries", "0", "--max-asset-mb=10"], TOKEN, "/site")).toMatchObject({ retries: 0, maxAssetBytes: 10 * 1024 * 1024 });
    expect(parseFetchOptions([], TOKEN, "/site")).toMatchObject({ retries: 5, maxAssetBytes: 250 * 1024 * 1024, retryBaseMs: 1000, retryBudgetMs: 60_000 });
    expect(parseFetchOptions(["--help"], {}, "/site")).toBe("help");
    expect(failure(["--retries", "-1"], TOKEN).what).toBe('--retries is "-1", which is not a whole number of at least 0.');
    expect(failure(["--max-asset-mb", "0"], TOKEN).what).toBe('--max-asset-mb is "0", which is not a whole number of at least 1.');
  });

  it("reads --min-rate, --rate-window and --deadline, which default to 1024 bytes a second over 30 s and 300 s", () => {
    expect(parseFetchOptions([], TOKEN, "/site")).toMatchObject({ minBytesPerSecond: 1024, rateWindowSeconds: 30, deadlineSeconds: 300 });
    expect(parseFetchOptions(["--min-rate", "0", "--rate-window=7.5", "--deadline", "900"], TOKEN, "/site")).toMatchObject({
      minBytesPerSecond: 0,
      rateWindowSeconds: 7.5,
      deadlineSeconds: 900,
    });
    expect(failure(["--min-rate", "fast"], TOKEN).what).toBe('--min-rate is "fast", which is not a whole number of at least 0.');
    expect(failure(["--rate-window", "0"], TOKEN).what).toBe('--rate-window is "0", which is not a positive number of seconds.');
    expect(failure(["--deadline", "Infinity"], TOKEN).what).toBe('--deadline is "Infinity", which is not a positive number of seconds.');
  });

  it("refuses a missing token and says where to find one", () => {
    const error = failure([], {});
    expect(error.what).toBe("STORYBLOK_TOKEN is not set, so there is no Storyblok space to fetch from.");
    expect(error.fix).toContain("Settings → Access Tokens");
  });

  it("names the variable or flag that is wrong", () => {
    expect(failure([], { ...TOKEN, STORYBLOK_REGION: "mars" }).what).toBe('STORYBLOK_REGION is "mars", which is not one of eu, us, ca, ap, cn.');
    expect(failure([], { ...TOKEN, STORYBLOK_VERSION: "latest" }).what).toBe('STORYBLOK_VERSION is "latest", which is not one of published, draft.');
    expect(failure([], { ...TOKEN, STORYBLOK_ENDPOINT: "api.storyblok.com" }).what).toBe('STORYBLOK_ENDPOINT is "api.storyblok.com", which is not a URL.');
    expect(failure([], { ...TOKEN, STORYBLOK_ASSET_BASE: "ftp://assets" }).what).toBe('STORYBLOK_ASSET_BASE is "ftp://assets", which is not an http(s) URL.');
    expect(failure(["--timeout", "never"], TOKEN).what).toBe('--timeout is "never", which is not a positive number of seconds.');
    expect(failure(["--out"], TOKEN).what).toBe("The flag --out needs a value.");
    expect(failure(["--force"], TOKEN).what).toBe('Unknown argument "--force".');
  });
});
