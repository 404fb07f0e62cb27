// HTTP Range requests, as Netlify's CDN answers them for files: a single byte range gives
// 206 with Content-Range (video players seek with these), an unsatisfiable one 416.
// Several ranges in one request are answered with the whole file, which HTTP allows.

export type RangeAnswer =
  | { status: 200; body: Buffer; headers: Record<string, string> }
  | { status: 206; body: Buffer; headers: Record<string, string> }
  | { status: 416; body: Buffer; headers: Record<string, string> };

/** The answer to a (possibly ranged) request for the whole of `body`. */
export function answerRange(body: Buffer, rangeHeader: string | undefined): RangeAnswer {
  const size = body.length;
  const whole = { status: 200 as const, body, headers: { "Accept-Ranges": "bytes" } };
  const match = rangeHeader ? /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return whole;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end || (match[1] === "" && Number(match[2]) === 0)) {
    return { status: 416, body: Buffer.alloc(0), headers: { "Accept-Ranges": "bytes", "Content-Range": `bytes */${size}` } };
  }
  return {
    status: 206,
    body: body.subarray(start, end + 1),
    headers: { "Accept-Ranges": "bytes", "Content-Range": `bytes ${start}-${end}/${size}` },
  };
}
