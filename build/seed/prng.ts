// Deterministic randomness: every uuid, id and random choice is derived from a
// stable key (usually a story's full_slug plus a local name), so adding one
// story never reshuffles the ids of all the others.
import { createHash } from "node:crypto";

const SEED = "northlight-films/v1";

function digest(key: string): Buffer {
  return createHash("sha256").update(`${SEED}:${key}`).digest();
}

/** A version-4 shaped uuid, stable for the key. */
export function uuidFor(key: string): string {
  const b = Buffer.from(digest(`uuid:${key}`).subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function hexFor(key: string, length: number): string {
  return digest(`hex:${key}`).toString("hex").slice(0, length);
}

/** An integer in [min, max], stable for the key. */
export function intFor(key: string, min: number, max: number): number {
  return min + (digest(`int:${key}`).readUInt32BE(0) % (max - min + 1));
}

export type Rng = () => number;

/** mulberry32, seeded from the key: a stream of numbers in [0, 1). */
export function rngFor(key: string): Rng {
  let state = digest(`rng:${key}`).readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

export function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}
