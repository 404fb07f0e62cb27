// Preloaded by the benchmark into each build process (node --import): on exit,
// writes the process's peak memory to BENCH_STATS_FILE, so the build itself
// needs no flag for it.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_STATS_FILE;
if (file) {
  process.on("exit", () => writeFileSync(file, JSON.stringify({ peakRssBytes: process.resourceUsage().maxRSS * 1024 })));
}
