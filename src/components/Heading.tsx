// A heading whose level is data (a block setting, a rich text node). Only h1 to
// h6 exist; any other level is a programming or content error that must surface
// rather than render a made-up element (spec 5).
import type { CSSProperties, ReactNode } from "react";

export const HEADING_LEVELS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

export class HeadingLevelError extends Error {
  constructor(level: unknown) {
    super(`Heading level must be one of h1 to h6, but got ${JSON.stringify(level)}. Pass "h1", "h2", "h3", "h4", "h5" or "h6".`);
    this.name = "HeadingLevelError";
  }
}

export function isHeadingLevel(level: unknown): level is HeadingLevel {
  return typeof level === "string" && (HEADING_LEVELS as readonly string[]).includes(level);
}

/** A numeric level (as rich text stores it) clamped into the page outline: never above `min`, never below h6. */
export function headingLevelFrom(level: unknown, min = 1): HeadingLevel {
  const n = typeof level === "number" && Number.isInteger(level) ? level : 1;
  return `h${Math.min(6, Math.max(min, n))}` as HeadingLevel;
}

interface HeadingProps {
  level: HeadingLevel;
  children: ReactNode;
  className?: string;
  id?: string;
  style?: CSSProperties;
}

export function Heading({ level, children, className, id, style }: HeadingProps) {
  if (!isHeadingLevel(level)) throw new HeadingLevelError(level);
  const Tag = level;
  return (
    <Tag className={className} id={id} style={style}>
      {children}
    </Tag>
  );
}
