// Runs one of package.json's scripts as `npm run <name> -- <args>` would, without npm's own start-up:
// the script's command (node build/run.mjs …, or tsx …) with the arguments appended. The tests of a
// CLI thus run it the way its script does, whichever runner that script uses.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const ROOT = resolve(import.meta.dirname, "../..");
const SCRIPTS = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runNpmScript(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<ScriptResult> {
  const script = SCRIPTS[name];
  if (!script) throw new Error(`package.json has no script "${name}"`);
  // split on spaces: enough for a script that is one command with plain arguments, and no other
  if (/[&|;<>'"`$\\]/.test(script)) throw new Error(`package.json's "${name}" script is more than one plain command: ${script}`);
  const [command, ...scriptArgs] = script.split(" ");
  // npm puts node_modules/.bin first on the PATH, so node is the project's Node 24, as here
  const executable = command === "node" ? process.execPath : join(ROOT, "node_modules/.bin", command!);
  return runCommand(executable, [...scriptArgs, ...args], env);
}

/** A command run from the project's folder to its exit: its code and what it printed. */
export function runCommand(executable: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<ScriptResult> {
  return promisify(execFile)(executable, args, { cwd: ROOT, env }).then(
    (r) => ({ code: 0, ...r }),
    (e: ScriptResult) => e,
  );
}
