// The dev server's parts: which work a changed file asks for, the one-line
// error it prints and overlays, and the proxy that adds the live-reload script
// and streams build events to open tabs.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyChange, strongest } from "../../build/dev/change-kind";
import { describeBuildError } from "../../build/dev/describe-error";
import { type DevProxy, startDevProxy } from "../../build/dev/proxy";
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH } from "../../build/dev/reload-client";
import { UserError } from "../../build/shared/errors";
import { openSilentConnection } from "../helpers/silent-connection";

describe("classifyChange", () => {
  it("tells content, stylesheets, code and functions apart", () => {
    expect(classifyChange("content-cache/stories/about.json", "content-cache")).toBe("content");
    expect(classifyChange("src/styles/base.css", "content-cache")).toBe("css");
    expect(classifyChange("src/blocks/TextBlock.tsx", "content-cache")).toBe("code");
    expect(classifyChange("build/pipeline/render/render.ts", "content-cache")).toBe("code");
    expect(classifyChange("functions/send-email.ts", "content-cache")).toBe("functions");
    expect(classifyChange("public/favicon.svg", "content-cache")).toBe("content");
  });

  it("lets the change that needs the most work win when files are saved together", () => {
    expect(strongest(["css", "content"])).toBe("content");
    expect(strongest(["css", "code", "content"])).toBe("code");
    expect(strongest([])).toBeNull();
  });
});

describe("describeBuildError", () => {
  it("names the file, line and column of a syntax error reported by esbuild", () => {
    const error = { errors: [{ text: 'Unexpected ";"', location: { file: "src/components/Heading.tsx", line: 6, column: 23, lineText: "const x = (;" } }] };
    expect(describeBuildError(error)).toBe('src/components/Heading.tsx:6:24: Unexpected ";"\n    const x = (;');
  });

  it("names the first project file in the stack of a component that throws", () => {
    const error = new Error("boom");
    error.stack = `Error: boom\n    at Heading (${process.cwd()}/src/components/Heading.tsx:35:32)\n    at renderWithHooks (${process.cwd()}/node_modules/react-dom/cjs/x.js:1:1)`;
    expect(describeBuildError(error)).toBe("src/components/Heading.tsx:35: boom");
  });

  it("prints an expected error's message and hint, never calling it a bug", () => {
    const message = describeBuildError(new UserError("content-cache/stories/about.json is not valid JSON (line 3)", "fix the file"));
    expect(message).toBe("content-cache/stories/about.json is not valid JSON (line 3)\n  → fix the file");
    expect(message).not.toMatch(/bug/);
  });
});

describe("dev proxy", () => {
  let site: Server;
  let proxy: DevProxy;

  beforeAll(async () => {
    site = createServer((req, res) => {
      if (req.url === "/page") return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<html><body><p>hi</p></body></html>");
      res.writeHead(404, { "Content-Type": "text/plain" }).end("nope");
    });
    await new Promise<void>((ready) => site.listen(0, "127.0.0.1", () => ready()));
    proxy = await startDevProxy(0, `http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((done) => site.close(done));
  });

  it("adds the live-reload script to HTML pages and passes other responses through", async () => {
    const page = await fetch(`${proxy.url}/page`);
    expect(await page.text()).toBe(`<html><body><p>hi</p><script src="${DEV_CLIENT_PATH}"></script></body></html>`);
    const missing = await fetch(`${proxy.url}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("nope");
    expect(await (await fetch(`${proxy.url}${DEV_CLIENT_PATH}`)).text()).toContain("EventSource");
  });

  it("streams reload, stylesheet and error events to open tabs", async () => {
    const response = await fetch(`${proxy.url}${DEV_EVENTS_PATH}`);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = response.body!.getReader();
    await reader.read(); // the ": connected" comment
    proxy.broadcast({ type: "css" });
    proxy.broadcast({ type: "error", message: "src/x.tsx:1: boom" });
    let text = "";
    while (!text.includes("boom")) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('event: css\ndata: {"type":"css"}\n\n');
    expect(text).toContain('event: error\ndata: {"type":"error","message":"src/x.tsx:1: boom"}\n\n');
    await reader.cancel();
  });

  it("closes at once, with a connection open that never sent a request (a browser's preconnect)", { timeout: 10_000 }, async () => {
    const other = await startDevProxy(0, `http://127.0.0.1:${(site.address() as AddressInfo).port}`);
    const silent = await openSilentConnection(Number(new URL(other.url).port));
    await other.close();
    await silent.closed;
  });
});
