/** Where progress lines go: stderr for the CLI, a list in tests. */
export interface Progress {
  line(text: string): void;
}

export const stderrProgress: Progress = {
  line: (text) => process.stderr.write(`${text}\n`),
};

export const silentProgress: Progress = { line: () => {} };

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
