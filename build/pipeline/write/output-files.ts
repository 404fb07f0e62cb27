// What the stages hand the write stage: files with their contents, or files to copy from a cache.

export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/** A file the build keeps elsewhere (a cached social card), copied into the output as it is. */
export interface CopiedFile {
  path: string;
  copyOf: string;
}
