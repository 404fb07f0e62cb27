// npm run enquiries -- list | resend: the agency's way to find enquiries whose email failed
// and deliver them, from the same Netlify Blobs store the function writes to.
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { deliverStored, type StoredDelivery } from "../../functions/lib/deliver-enquiry";
import type { EnquiryRecord } from "../../functions/lib/enquiry-record";
import { listEnquiries, openEnquiryStore, readEnquiry } from "../../functions/lib/enquiry-store";
import { readMailConfig } from "../../functions/lib/mail-config";
import { DEFAULT_LOCAL_BLOBS_DIR, startLocalBlobs } from "../serve/local-blobs";

const USAGE = `Usage:
  npm run enquiries -- list [--unsent]                 show stored enquiries, oldest first
  npm run enquiries -- resend --id ID                  email one enquiry again
  npm run enquiries -- resend --all-unsent             email every enquiry not yet sent
Options:
  --blobs-dir DIR   local store folder (default ${DEFAULT_LOCAL_BLOBS_DIR}, as npm start uses)
  --help            show this help
Which store: the deployed site's when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are both set, else the local one;
one of the two without the other is refused. The first line of output names the store.
Sending needs RESEND_API_KEY, CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL.`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

type Store = ReturnType<typeof openEnquiryStore>;

/** Returns the exit code: 0 done, 1 something could not be sent or found, 2 wrong usage. */
export async function runEnquiries(argv: string[], io: Output, env = process.env): Promise<number> {
  let parsed: { positionals: string[]; values: { id?: string; "all-unsent"?: boolean; unsent?: boolean; "blobs-dir"?: string; help?: boolean } };
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { id: { type: "string" }, "all-unsent": { type: "boolean" }, unsent: { type: "boolean" }, "blobs-dir": { type: "string" }, help: { type: "boolean" } },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const command = positionals[0];
  if (positionals.length !== 1 || (command !== "list" && command !== "resend")) {
    io.err(`Expected one command, list or resend; got "${positionals.join(" ")}".\n\n${USAGE}`);
    return 2;
  }
  if (command === "resend" && !values.id === !values["all-unsent"]) {
    io.err(`resend needs exactly one of --id ID or --all-unsent.\n\n${USAGE}`);
    return 2;
  }
  if (Boolean(env.NETLIFY_SITE_ID) !== Boolean(env.NETLIFY_AUTH_TOKEN)) {
    const missing = env.NETLIFY_SITE_ID ? "NETLIFY_AUTH_TOKEN" : "NETLIFY_SITE_ID";
    io.err(`${missing} is not set: the deployed site's store needs both NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (unset both to use the local store).`);
    return 2;
  }
  const remote = Boolean(env.NETLIFY_SITE_ID);
  const localDir = values["blobs-dir"] ?? DEFAULT_LOCAL_BLOBS_DIR;
  const local = remote || env.NETLIFY_BLOBS_CONTEXT ? null : await startLocalBlobs(localDir);
  io.out(`Store: ${remote ? `the deployed site's (site ${env.NETLIFY_SITE_ID})` : local ? `local, in ${localDir}` : "the one NETLIFY_BLOBS_CONTEXT names"}`);
  try {
    const store = openEnquiryStore(remote ? { siteID: env.NETLIFY_SITE_ID, token: env.NETLIFY_AUTH_TOKEN } : {});
    if (command === "list") return await list(store, Boolean(values.unsent), io);
    return await resend(store, values.id ?? null, io, env);
  } finally {
    await local?.close();
  }
}

async function list(store: Store, unsentOnly: boolean, io: Output): Promise<number> {
  const records = await listEnquiries(store);
  const unsent = records.filter((record) => record.status !== "sent");
  io.out(`${records.length} enquir${records.length === 1 ? "y" : "ies"} stored, ${unsent.length} not sent.`);
  for (const record of unsentOnly ? unsent : records) io.out(describe(record));
  return 0;
}

function describe(record: EnquiryRecord): string {
  const { fullName, email, company } = record.enquiry;
  const last = record.attempts.at(-1);
  const note = record.status === "sent" ? `sent ${record.sentAt}` : `last attempt: ${last ? `${last.at} ${last.detail}` : "none"}`;
  return `${record.id}  ${record.status.padEnd(7)}  ${record.receivedAt}  ${fullName} <${email}>, ${company}  (${note})`;
}

async function resend(store: Store, id: string | null, io: Output, env: Record<string, string | undefined>): Promise<number> {
  const mail = readMailConfig(env);
  if (!mail.ok) {
    io.err(`Cannot send: ${mail.problem}.`);
    return 1;
  }
  const records = id === null ? (await listEnquiries(store)).filter((record) => record.status !== "sent") : await one(store, id, io);
  if (records === null) return 1;
  if (records.length === 0) io.out("Every stored enquiry has been sent; nothing to do.");
  let failures = 0;
  for (const record of records) {
    if (record.status === "sent") {
      io.out(`${record.id} was already sent on ${record.sentAt}; nothing to do.`);
      continue;
    }
    if (!report(record.id, await deliverStored(store, record, "cli", { env }), io)) failures += 1;
  }
  return failures > 0 ? 1 : 0;
}

/** Says how the delivery ended; whether the enquiry is sent. */
function report(id: string, delivery: StoredDelivery, io: Output): boolean {
  const { record } = delivery;
  if (delivery.kind === "sent-before") {
    io.out(`${id} was already sent on ${record.sentAt}; nothing to do.`);
    return true;
  }
  if (delivery.kind === "by-another") {
    if (record.status === "sent") io.out(`${id} was sent meanwhile by a delivery already under way (Resend email ${record.emailId}).`);
    else io.err(`${id} NOT sent: a delivery already under way failed: ${record.attempts.at(-1)?.detail ?? "it recorded no attempt"}.`);
    return record.status === "sent";
  }
  const { result, unrecorded } = delivery;
  if (result.kind === "sent") io.out(`${id} sent (Resend email ${result.emailId}).`);
  else io.err(`${id} NOT sent: ${result.kind === "failed" ? result.detail : result.problem}.`);
  if (unrecorded) io.err(`${id}: the store could not record this attempt (${unrecorded instanceof Error ? unrecorded.message : String(unrecorded)}), so it still shows as unsent.`);
  return result.kind === "sent" && !unrecorded;
}

async function one(store: Store, id: string, io: Output): Promise<EnquiryRecord[] | null> {
  // An id with characters the store refuses cannot name a stored enquiry either.
  const record = await readEnquiry(store, id).catch(() => null);
  if (record) return [record];
  io.err(`No enquiry with id "${id}" in the store; see the ids with: npm run enquiries -- list`);
  return null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runEnquiries(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
