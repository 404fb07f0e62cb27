// Runs before every unit test file. The files share their worker's process (isolate: false in
// vitest.config.ts, which spares each file re-importing the pipeline), so what one file sets in
// process.env is put back when it ends and never reaches the next.
import { afterAll } from "vitest";

const atStart = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in atStart)) delete process.env[name];
  Object.assign(process.env, atStart);
});
