export function writeBundleDigest(dir: string): Promise<void>;
export function bundleDamage(dir: string, file: string): Promise<string | null>;
