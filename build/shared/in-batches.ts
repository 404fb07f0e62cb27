// Work over many files a batch at a time: the batch's reads or writes overlap, and a
// 10,000-page site is never in memory all at once (every page read at once held a gigabyte).

/** `work` on each item, `size` at a time, the results in the items' order. */
export async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}
