export function mirrorTree(from: string, to: string): Promise<number>;
