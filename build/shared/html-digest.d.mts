export function htmlDigester(): { update(contents: string | Uint8Array): void; digest(): string };
export function htmlDigest(contents: string | Uint8Array): string;
