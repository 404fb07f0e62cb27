// releaseBytes frees a large buffer's memory at once (build/shared/release-bytes.ts), and leaves alone a buffer
// whose memory it does not own whole.
import { describe, expect, it } from "vitest";
import { releaseBytes } from "../../build/shared/release-bytes";

const arrayBuffersBytes = () => process.memoryUsage().arrayBuffers;

describe("releaseBytes", () => {
  it("frees a buffer read whole at once, before any collection", () => {
    const bytes = Buffer.alloc(32 * 1024 * 1024, 1);
    const held = arrayBuffersBytes();
    releaseBytes(bytes);
    expect(held - arrayBuffersBytes()).toBeGreaterThanOrEqual(32 * 1024 * 1024);
    expect(bytes.byteLength).toBe(0);
    expect(() => releaseBytes(bytes)).not.toThrow(); // twice: nothing left to free
  });

  it("leaves a view into a larger buffer, and a small buffer from node's shared pool, as they are", () => {
    const whole = new Uint8Array(1024).fill(7);
    const view = whole.subarray(10, 20);
    releaseBytes(view);
    expect([view.byteLength, whole.byteLength, whole[500]]).toEqual([10, 1024, 7]);
    const pooled = Buffer.from("a few bytes");
    releaseBytes(pooled);
    expect(pooled.toString()).toBe("a few bytes");
  });
});
