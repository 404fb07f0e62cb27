// The script the dev server adds to every HTML page: listens to its events and
// reloads the page, swaps the stylesheet in place, or shows a build error over
// the page (cleared by the next good build).
export const DEV_EVENTS_PATH = "/__dev/events";
export const DEV_CLIENT_PATH = "/__dev/client.js";

export const devClientScript = `(() => {
  const events = new EventSource(${JSON.stringify(DEV_EVENTS_PATH)});
  const overlayId = "__dev-error-overlay";
  const clearOverlay = () => document.getElementById(overlayId)?.remove();
  events.addEventListener("reload", () => location.reload());
  events.addEventListener("css", async () => {
    const html = await (await fetch(location.href, { cache: "no-store" })).text();
    const next = new DOMParser().parseFromString(html, "text/html").querySelector('link[rel="stylesheet"]');
    const current = document.querySelector('link[rel="stylesheet"]');
    if (next && current) current.href = next.getAttribute("href");
    clearOverlay();
  });
  events.addEventListener("error", (event) => {
    if (!event.data) return; // the connection dropped; EventSource reconnects by itself
    clearOverlay();
    const overlay = document.createElement("div");
    overlay.id = overlayId;
    overlay.setAttribute("role", "alert");
    overlay.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(20,0,0,.92);color:#fff;font:14px/1.5 ui-monospace,monospace;padding:2rem;overflow:auto;white-space:pre-wrap";
    overlay.textContent = "Build failed (the page shows the last good build)\\n\\n" + JSON.parse(event.data).message;
    document.body.append(overlay);
  });
})();`;
