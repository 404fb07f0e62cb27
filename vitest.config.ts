import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    globalSetup: ["tests/unit/unit-tests-setup.ts"],
    // this project's machine has 2 cores: vitest's default for a run is one fewer (a single worker), though
    // many tests wait on a child process or a server rather than on the CPU
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
