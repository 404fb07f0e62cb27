import { defineConfig } from "vitest/config";
import LongFilesFirst from "./tests/unit/long-files-first";

export default defineConfig({
  // The tests render with React's production build, as the build and every function do: React's
  // development build took the unit run's CPU from 171 s to 240 s (the mutated-content corpus alone
  // 4 s to 16 s). The JSX transform follows suit (its development form calls jsxDEV, which the
  // production runtime has not); the builds and servers the tests start inherit NODE_ENV.
  oxc: { jsx: { development: false } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    env: { NODE_ENV: "production" },
    globalSetup: ["tests/unit/unit-tests-setup.ts"],
    // A worker runs file after file in one process instead of a fresh module graph for each: the
    // files import the same pipeline, and re-importing it was about 56 s of a 146 s run.
    // restore-env.ts puts back what a file sets in process.env.
    isolate: false,
    setupFiles: ["tests/unit/restore-env.ts"],
    sequence: { sequencer: LongFilesFirst },
    // this project's machine has 2 cores: vitest's default for a run is one fewer (a single worker), but
    // many tests wait on a child process or a server rather than on the CPU (two workers kept about 1.1
    // cores busy), so four
    maxWorkers: 4,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
