import type { SourceSnapshot } from "./source-snapshot.mjs";

export function sourceStamp(root: string, dirs: string[], files: string[], pattern: RegExp, snapshot?: SourceSnapshot): string;
