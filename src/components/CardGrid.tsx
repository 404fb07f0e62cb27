// The responsive grid every card listing uses: one column on phones, two from
// 640 px, three from 1024 px, laid out by the count so that no row holds a lone
// card (CardGrid.css). Items scroll in, staggered along each row.
import type { ReactNode } from "react";
import { Reveal } from "./Reveal";

const COLUMNS_AT_WIDEST = 3;
const STAGGER_MS = 80;

export function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={className ? `card-grid ${className}` : "card-grid"}>{children}</ul>;
}

export function CardGridItem({ index, children }: { index: number; children: ReactNode }) {
  return (
    <Reveal as="li" delayMs={(index % COLUMNS_AT_WIDEST) * STAGGER_MS}>
      {children}
    </Reveal>
  );
}
