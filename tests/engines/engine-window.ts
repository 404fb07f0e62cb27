// One browser window of an engine driven over WebDriver (WebKit) or WebDriver BiDi (Firefox),
// behind the few calls the engine tests need, so every test reads the same in both engines.
// Clicks, keys and typing are the engine's own input (trusted events that carry the visitor's
// gesture), never a script's element.click().

export type EngineName = "webkit" | "firefox";

export interface EngineWindow {
  engine: EngineName;
  /** the viewport's width in CSS pixels */
  width: number;
  /** opens the site's path as a fresh document and waits for its load event */
  goto(path: string): Promise<void>;
  /** runs fn in the page (its source is sent, so it may use only its arguments) and returns its (awaited) result */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** a real pointer click in the middle of the first element matching selector, scrolled into view first */
  click(selector: string): Promise<void>;
  /** types text into the first element matching selector, as keys */
  type(selector: string, text: string): Promise<void>;
  /** one key, such as "Escape" */
  press(key: "Escape"): Promise<void>;
  /** the viewport as PNG */
  screenshot(): Promise<Buffer>;
  /** errors the page reported since the last goto (uncaught errors and console errors) */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Heights a visitor's screen might have at each tested width (as tests/visual uses). */
export const SCREEN_HEIGHTS: Record<number, number> = { 390: 844, 1440: 900 };

/**
 * Set on every document before its scripts run where the engine's driver cannot listen to the
 * page itself (WebKit's WebDriver reports no console): errors are collected in the page.
 */
export const ERROR_COLLECTOR = `(() => {
  if (window.__engineErrors) return;
  window.__engineErrors = [];
  addEventListener("error", (e) => window.__engineErrors.push(String(e.message || e.type)));
  addEventListener("unhandledrejection", (e) => window.__engineErrors.push("unhandled rejection: " + String(e.reason)));
})()`;
