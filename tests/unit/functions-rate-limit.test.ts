import { describe, expect, it } from "vitest";
import { rateRuleFor, SlidingWindowLimiter } from "../../build/serve/functions-rate-limit";

const client = "203.0.113.1";

describe("rateRuleFor", () => {
  const config = { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] as Array<"ip" | "domain"> };

  it("follows the function's config when CONTACT_RATE_LIMIT is unset or empty", () => {
    expect(rateRuleFor(config, undefined)).toEqual({ windowLimit: 5, windowMs: 60_000 });
    expect(rateRuleFor(config, " ")).toEqual({ windowLimit: 5, windowMs: 60_000 });
    expect(rateRuleFor(undefined, undefined)).toBeNull();
  });

  it("lets CONTACT_RATE_LIMIT set requests per minute, or lift the limit with 0", () => {
    expect(rateRuleFor(config, "30")).toEqual({ windowLimit: 30, windowMs: 60_000 });
    expect(rateRuleFor(config, "0")).toBeNull();
  });

  it.each(["-1", "2.5", "ten"])("refuses CONTACT_RATE_LIMIT=%s", (value) => {
    expect(() => rateRuleFor(config, value)).toThrow(/whole number of requests per minute/);
  });
});

describe("SlidingWindowLimiter", () => {
  it("allows the limit within the window, then says how long to wait", () => {
    const limiter = new SlidingWindowLimiter({ windowLimit: 2, windowMs: 60_000 });
    expect(limiter.check(client, 0)).toEqual({ allowed: true });
    expect(limiter.check(client, 10_000)).toEqual({ allowed: true });
    expect(limiter.check(client, 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // The first request leaves the window at 60 s, freeing one place.
    expect(limiter.check(client, 60_001)).toEqual({ allowed: true });
    expect(limiter.check(client, 60_002)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it("counts each address separately, and nothing else", () => {
    const limiter = new SlidingWindowLimiter({ windowLimit: 1, windowMs: 60_000 });
    expect(limiter.check(client, 0).allowed).toBe(true);
    expect(limiter.check("203.0.113.2", 0).allowed).toBe(true);
    expect(limiter.check(client, 1).allowed).toBe(false);
  });
});
