export function htmlDigest(contents: string | Uint8Array): string;
