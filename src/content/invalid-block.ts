// A block that failed its schema, kept in a preview's content in its place (builds leave it out):
// the page shows it as a placeholder naming the problem, with the block's own `_editable`, so the
// editor can select it in the Visual Editor and fix it.
export const INVALID_BLOCK = "preview_invalid_block";

/** A type, not an interface, so that it is a RawBlock (which takes any further fields). */
export type InvalidBlockData = {
  _uid: string;
  component: typeof INVALID_BLOCK;
  _editable?: string;
  /** the component the block names ("" when it names none) */
  failed: string;
  /** each problem, worded as the build's warning */
  problems: string[];
};

export function invalidBlock(raw: unknown, failed: string, problems: string[]): InvalidBlockData {
  const fields = (typeof raw === "object" && raw !== null ? raw : {}) as { _uid?: unknown; _editable?: unknown };
  return {
    _uid: typeof fields._uid === "string" ? fields._uid : `invalid-${problems.join("|").length}`,
    component: INVALID_BLOCK,
    ...(typeof fields._editable === "string" ? { _editable: fields._editable } : {}),
    failed,
    problems,
  };
}
