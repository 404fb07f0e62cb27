// What the stages hand the write stage: files with their contents.

export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}
