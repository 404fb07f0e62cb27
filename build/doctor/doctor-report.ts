// npm run doctor's output: one line a finding (its status, the setting, what is wrong and what to
// do), then a summary; the deployment is ready when nothing is missing or wrong.
import type { Finding, Status } from "./finding";

const LABELS: Record<Status, string> = { ok: "ok", missing: "MISSING", wrong: "WRONG", warning: "warning", unchecked: "not checked" };
const WIDTH = Math.max(...Object.values(LABELS).map((label) => label.length));

export const isProblem = (found: Finding) => found.status === "missing" || found.status === "wrong";

export function findingLine(found: Finding): string {
  return `  ${LABELS[found.status].padEnd(WIDTH)}  ${found.name}: ${found.message}`;
}

export function summaryLine(findings: Finding[]): string {
  const count = (status: Status) => findings.filter((found) => found.status === status).length;
  const parts = [
    `${count("ok")} ok`,
    `${count("missing")} missing`,
    `${count("wrong")} wrong`,
    `${count("warning")} warning${count("warning") === 1 ? "" : "s"}`,
    `${count("unchecked")} not checked`,
  ];
  const problems = findings.filter(isProblem).length;
  const unchecked = count("unchecked");
  const retry = "run it again where Storyblok and Resend can be reached";
  const verdict =
    problems > 0
      ? `Not ready: fix the ${problems} line${problems === 1 ? "" : "s"} marked MISSING or WRONG, then run npm run doctor again.`
      : unchecked > 0
        ? `Nothing is missing or wrong, but ${unchecked} check${unchecked === 1 ? "" : "s"} could not be made: ${retry}.`
        : "Ready for a production deploy.";
  return `Summary: ${parts.join(", ")}. ${verdict}`;
}
