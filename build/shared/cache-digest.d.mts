export const DIGEST_SUFFIX: ".sha256";
export const CHECKED_SUFFIX: ".checked";
export const NOTED_FROM: number;
export function entryDigest(name: string, contents: string | Uint8Array): string;
export function writeWithDigest(file: string, contents: string | Uint8Array): Promise<void>;
export type VerifiedRead = { contents: Buffer } | { absent: true } | { damaged: string };
export function readVerified(file: string): Promise<VerifiedRead>;
export function folderDigest(dir: string, skip?: (path: string) => boolean): Promise<string>;
export function writeAtomically(file: string, contents: string | Uint8Array): Promise<void>;
