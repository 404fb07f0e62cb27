import type { ReactNode } from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** Header, the page's main landmark (the skip link's target) and footer. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
