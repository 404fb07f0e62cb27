export function filesUnder(dir: string, keep?: (name: string) => boolean): Promise<string[]>;
export function filesUnderSync(dir: string, keep?: (name: string) => boolean): string[];
