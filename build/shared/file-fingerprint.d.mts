import type { Stats } from "node:fs";

export function fingerprintOf(file: Stats): string;
export function trustedFingerprint(file: Stats, now?: number): string | null;
