export function sourceStamp(root: string, dirs: string[], files: string[], pattern: RegExp): string;
