// Preloaded by the benchmark into each build process (node --import): on exit,
// writes the process's peak memory and CPU time (every thread's, in the program and
// in the kernel) to BENCH_STATS_FILE, so the build itself needs no flag for it.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_STATS_FILE;
if (file) {
  process.on("exit", () => {
    const usage = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ peakRssBytes: usage.maxRSS * 1024, userMs: usage.userCPUTime / 1000, systemMs: usage.systemCPUTime / 1000 }));
  });
}
