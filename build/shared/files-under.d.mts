import type { Dirent } from "node:fs";

export function filesUnder(dir: string, keep?: (name: string) => boolean): Promise<string[]>;
export function filesUnderSync(dir: string, keep?: (name: string) => boolean): string[];
export function entriesUnder(dir: string): Promise<{ path: string; entry: Dirent }[]>;
