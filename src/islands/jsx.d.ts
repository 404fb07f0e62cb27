// The island marker is a custom element; React renders it as-is.
import type { DetailedHTMLProps, HTMLAttributes } from "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "site-island": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        "data-island": string;
        "data-src": string;
        "data-trigger": string;
        "data-props": string;
        "data-prefix": string;
      };
    }
  }
}
