// Vitest's global setup: the run's temporary folders in one place, removed afterwards.
import { claimRunTmpdir } from "../helpers/run-tmpdir";

export default function setup(): Promise<() => Promise<void>> {
  return claimRunTmpdir("unit-tests");
}
