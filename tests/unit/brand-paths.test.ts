// The brand marks' paths the site carries are simple-icons' own: after an upgrade of
// simple-icons that changed a mark, this fails until npm run icons:brands is run.
import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { BRAND_PATHS_FILE, brandPathsModule } from "../../build/brand-paths";

it("src/components/brand-paths.ts is what npm run icons:brands writes from the installed simple-icons", async () => {
  expect(await readFile(BRAND_PATHS_FILE, "utf8")).toBe(brandPathsModule());
});
