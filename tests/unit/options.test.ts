import { describe, expect, it } from "vitest";
import { parseBuildOptions } from "../../build/pipeline/build-options";

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

  it("renders on the threads --threads asks for, or leaves the choice to the build, and rejects a bad count", () => {
    expect(parseBuildOptions([], {})).toMatchObject({ threads: null });
    expect(parseBuildOptions(["--threads", "3"], {})).toMatchObject({ threads: 3 });
    for (const bad of ["0", "1.5", "many", "65"]) expect(() => parseBuildOptions(["--threads", bad], {})).toThrow(/is not a number of threads/);
  });

  it("builds in full unless --incremental asks to re-render only what changed", () => {
    expect(parseBuildOptions([], {})).toMatchObject({ incremental: false });
    expect(parseBuildOptions(["--incremental"], {})).toMatchObject({ incremental: true });
  });

  it("returns help for --help and refuses unknown flags", () => {
    expect(parseBuildOptions(["--help"], {})).toBe("help");
    expect(() => parseBuildOptions(["--colour"], {})).toThrow(/Unknown option/);
  });
});
