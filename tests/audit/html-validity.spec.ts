// Every built HTML page passes the Nu HTML Checker (vnu-jar) with zero errors.

import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { E2E_SITE, readE2eReport } from "../helpers/e2e-site";

const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
// One run over every page lasts a few seconds, too short for the JVM's optimising compiler to pay
// off: its quick compiler alone (tier 1) checks the same pages in 4.6 s of CPU instead of 11.3 s.
// Its frames are larger, and the checker's schema recursion needs a deeper stack than the default.
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-Xss4m"];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test("every page is valid HTML (Nu HTML Checker)", async () => {
  test.setTimeout(180_000);
  expect(readE2eReport().routes.length).toBeGreaterThan(0);
  const run = await promisify(execFile)("java", [...JVM_OPTIONS, "-jar", vnuJar, "--errors-only", "--format", "json", "--skip-non-html", E2E_SITE], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => error);
  const output = (run.stderr ?? "").trim();
  const messages = output ? (JSON.parse(output) as { messages: VnuMessage[] }).messages : [];
  const errors = messages
    .filter((m) => m.type === "error" || m.type === "non-document-error")
    .map((m) => `${m.url.replace(/^.*e2e-site-\d+\//, "")}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`);
  expect(errors, errors.join("\n")).toEqual([]);
});
