// A large buffer read or made for one use (the story memo's 62 MB at 10,000 stories, the manifest's 22 MB)
// otherwise holds its memory until the next full garbage collection, which a build may not reach before
// its peak. Transferring its memory to an empty buffer detaches it and frees the memory at once.

/** Frees the memory under `bytes` now; they read as empty afterwards. A view into a larger or shared buffer is left alone. */
export function releaseBytes(bytes: Uint8Array): void {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && !buffer.detached && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) buffer.transfer(0);
}
