import { describe, expect, it } from "vitest";
import { answerRange } from "../../build/serve/serve-range";

const body = Buffer.from("0123456789");

describe("answerRange", () => {
  it("answers a plain request with the whole body and says ranges are accepted", () => {
    expect(answerRange(body, undefined)).toMatchObject({ status: 200, body, headers: { "Accept-Ranges": "bytes" } });
  });

  it.each([
    ["bytes=2-4", "234", "bytes 2-4/10"],
    ["bytes=7-", "789", "bytes 7-9/10"],
    ["bytes=-3", "789", "bytes 7-9/10"],
    ["bytes=8-99", "89", "bytes 8-9/10"],
  ])("answers %s with 206 and the bytes asked for", (range, bytes, contentRange) => {
    const answer = answerRange(body, range);
    expect(answer.status).toBe(206);
    expect(answer.body.toString()).toBe(bytes);
    expect(answer.headers["Content-Range"]).toBe(contentRange);
  });

  it.each(["bytes=10-", "bytes=5-2", "bytes=-0"])("answers the unsatisfiable %s with 416 and the size", (range) => {
    expect(answerRange(body, range)).toMatchObject({ status: 416, headers: { "Content-Range": "bytes */10" } });
  });

  it.each(["bytes=0-1,4-5", "items=0-1", "bytes=-"])("answers %s (several ranges or another unit) with the whole body", (range) => {
    expect(answerRange(body, range)).toMatchObject({ status: 200, body });
  });
});
