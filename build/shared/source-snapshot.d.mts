import type { Stats } from "node:fs";

export interface SourceSnapshot {
  root: string;
  takenAt: number;
  paths: string[];
  stats: Map<string, Stats | null>;
}

export function takeSourceSnapshot(root: string): SourceSnapshot;
export function handSourceSnapshot(snapshot: SourceSnapshot | undefined): void;
export function handedSourceSnapshot(root: string): SourceSnapshot | undefined;
export function snapshotFilesUnder(snapshot: SourceSnapshot | undefined, dir: string, keep: (name: string) => boolean): string[] | null;
export function sourceStats(snapshot: SourceSnapshot | undefined, root: string, path: string): { stats: Stats | null; at: number };
