// The share area of a detail page: a label and the share buttons the page hands it
// (src/islands/PageShareButtons.tsx, an island, which a component may not import).
import type { ReactNode } from "react";

export function ShareRow({ label = "Share", children }: { label?: string; children: ReactNode }) {
  return (
    <div className="share-row">
      <span className="share-row__label">{label}</span>
      {children}
    </div>
  );
}
