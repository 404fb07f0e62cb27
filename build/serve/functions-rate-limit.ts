// The local server's copy of Netlify's function rate limiting: a sliding window of
// `windowLimit` requests per `windowSize` seconds, counted per client address. The address is the
// socket's, as Netlify's is its edge's; the local server serves one site, so a config's "domain"
// adds nothing to the count, and the client's Host, which it may change at will, never enters it.
import type { Config } from "@netlify/functions";

export type RateLimitConfig = NonNullable<Config["rateLimit"]>;

export interface RateRule {
  windowLimit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The rule a function gets locally: its own config, with CONTACT_RATE_LIMIT (requests per
 * minute) taking over when set, and `0` lifting the limit (the bench and bad-input tests).
 */
export function rateRuleFor(config: RateLimitConfig | undefined, override: string | undefined): RateRule | null {
  if (override !== undefined && override.trim() !== "") {
    const perMinute = Number(override);
    if (!Number.isInteger(perMinute) || perMinute < 0) {
      throw new Error(
        `CONTACT_RATE_LIMIT must be a whole number of requests per minute per address (0 lifts the limit); got "${override}". Fix or unset it and start the server again.`,
      );
    }
    return perMinute === 0 ? null : { windowLimit: perMinute, windowMs: 60_000 };
  }
  if (!config) return null;
  return { windowLimit: config.windowLimit, windowMs: config.windowSize * 1000 };
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private checksSinceSweep = 0;

  constructor(private readonly rule: RateRule) {}

  check(ip: string, now = Date.now()): RateDecision {
    const key = ip;
    const since = now - this.rule.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    this.sweep(since);
    if (recent.length >= this.rule.windowLimit) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.rule.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true };
  }

  describe(): string {
    return `${this.rule.windowLimit} per ${this.rule.windowMs / 1000} seconds`;
  }

  /** Forgets addresses that have been quiet for a whole window, so memory stays bounded. */
  private sweep(since: number): void {
    this.checksSinceSweep += 1;
    if (this.checksSinceSweep < 1000) return;
    this.checksSinceSweep = 0;
    for (const [key, times] of this.hits) if (times.every((time) => time <= since)) this.hits.delete(key);
  }
}
