import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Heading, type HeadingLevel, HeadingLevelError, headingLevelFrom } from "../../src/components/Heading";

describe("Heading", () => {
  it.each(["h1", "h2", "h3", "h4", "h5", "h6"] as const)("renders %s", (level) => {
    expect(
      renderToStaticMarkup(
        <Heading level={level} className="t">
          Title
        </Heading>,
      ),
    ).toBe(`<${level} class="t">Title</${level}>`);
  });

  it.each(["h7", "h0", "H2", "p", "div", "", "2"])("throws the spec's error for %j", (level) => {
    const render = () => renderToStaticMarkup(<Heading level={level as HeadingLevel}>Title</Heading>);
    expect(render).toThrow(HeadingLevelError);
    expect(render).toThrow(/Heading level must be one of h1 to h6/);
    expect(render).toThrow(JSON.stringify(level));
  });

  it("clamps rich text's numeric levels into the page outline", () => {
    expect(headingLevelFrom(1, 2)).toBe("h2");
    expect(headingLevelFrom(3, 2)).toBe("h3");
    expect(headingLevelFrom(9, 2)).toBe("h6");
    expect(headingLevelFrom(null)).toBe("h1");
    expect(headingLevelFrom(2.5, 2)).toBe("h2");
  });
});
