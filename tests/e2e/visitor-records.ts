// What a page does that a visitor cannot see: the Content Security Policy's violations, and the
// keys it keeps in the browser's storage.
import type { Page } from "@playwright/test";

export interface Violations {
  events: string[];
  console: string[];
}

/** Records violations from before the first script of each document runs. */
export async function recordViolations(page: Page): Promise<Violations> {
  const found: Violations = { events: [], console: [] };
  await page.exposeFunction("reportCspViolation", (text: string) => found.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) found.console.push(`${page.url()}: ${message.text()}`);
  });
  return found;
}

/** The page's origin's local and session storage keys. */
export function storedByThePage(page: Page): Promise<string[]> {
  return page.evaluate(() => [...Object.keys(localStorage).map((key) => `localStorage:${key}`), ...Object.keys(sessionStorage).map((key) => `sessionStorage:${key}`)]);
}
