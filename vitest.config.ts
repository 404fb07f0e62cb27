import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    environment: "node",
    globalSetup: ["tests/unit/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
