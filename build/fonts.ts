// The self-hosted font files the pages preload (see src/styles/fonts.css).
export function fontPreloads(): string[] {
  return [];
}
