// The settings doctor checks: the environment, and a dotenv-style file (KEY=value lines, as
// `netlify env:list --plain` prints a site's variables) whose values win over the environment's.
import { readFile } from "node:fs/promises";
import { parseEnv } from "node:util";
import { UserError } from "../shared/errors";
import type { Settings } from "./finding";

export async function readSettings(environment: Settings, envFile: string | undefined): Promise<Settings> {
  if (envFile === undefined) return environment;
  const text = await readFile(envFile, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new UserError(
      `cannot read the settings file ${envFile} (${error.code ?? error.message})`,
      "pass --env with the path of a KEY=value file, or leave it out to check the environment alone",
    );
  });
  return { ...environment, ...parseEnv(text) };
}
