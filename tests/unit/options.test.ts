import { describe, expect, it } from "vitest";
import { parseBuildOptions } from "../../build/options";

describe("parseBuildOptions", () => {
  it("builds for production unless --draft is given or Netlify's CONTEXT is a preview", () => {
    const preview = (argv: string[], env: NodeJS.ProcessEnv) => (parseBuildOptions(argv, env) as { preview: boolean }).preview;
    expect(preview([], {})).toBe(false);
    expect(preview([], { CONTEXT: "" })).toBe(false);
    expect(preview([], { CONTEXT: "production" })).toBe(false);
    expect(preview([], { CONTEXT: "deploy-preview" })).toBe(true);
    expect(preview(["--draft"], { CONTEXT: "production" })).toBe(true);
  });

  it("takes the port from --port, then PORT, then 8888, and rejects a bad one", () => {
    expect(parseBuildOptions([], {})).toMatchObject({ port: 8888 });
    expect(parseBuildOptions([], { PORT: "9000" })).toMatchObject({ port: 9000 });
    expect(parseBuildOptions(["--port", "7000"], { PORT: "9000" })).toMatchObject({ port: 7000 });
    expect(() => parseBuildOptions(["--port", "http"], {})).toThrow(/not a valid port number/);
  });

  it("returns help for --help and refuses unknown flags", () => {
    expect(parseBuildOptions(["--help"], {})).toBe("help");
    expect(() => parseBuildOptions(["--colour"], {})).toThrow(/Unknown option/);
  });
});
