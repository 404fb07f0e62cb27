// A service's answer to one check, as the checks need it: an answer, a refusal (the service was
// reached and said no), or no answer at all (offline, refused connection, time-out), which is
// reported as a check that could not be made, never as a wrong setting.
export type Outcome<T> = { kind: "answer"; value: T } | { kind: "refused"; status: number; detail: string } | { kind: "unreachable"; detail: string };

/** How long one check waits for a service. */
export const CHECK_TIMEOUT_MS = 10_000;
