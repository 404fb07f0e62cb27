// What counts as a difference between a definition and a space's component: only what a definition
// states, each missing property taken at Storyblok's default; what Storyblok adds itself is none.
import { describe, expect, it } from "vitest";
import { compareComponents } from "../../build/storyblok/compare";
import type { SpaceComponent, SpaceComponents } from "../../build/storyblok/space-components";
import type { StoryblokComponent } from "../../src/content/storyblok-definition";

const definition: StoryblokComponent = {
  name: "teaser",
  display_name: "Teaser",
  is_root: false,
  is_nestable: true,
  component_group_name: "Blocks",
  schema: {
    headline: { type: "text", pos: 0 },
    items: { type: "bloks", pos: 1, restrict_components: true, component_whitelist: ["card", "quote"] },
    tone: {
      type: "option",
      pos: 2,
      options: [
        { name: "Light", value: "light" },
        { name: "Dark", value: "dark" },
      ],
    },
  },
};

const GROUP = { id: 1, uuid: "0f1e2d3c", name: "Blocks" };

/** The definition as Storyblok returns it after a push: ids, timestamps and defaults of its own added. */
function asStored(overrides: (schema: Record<string, Record<string, unknown>>) => void = () => {}): SpaceComponents {
  const schema = Object.fromEntries(
    Object.entries(structuredClone(definition.schema)).map(([key, field]) => [
      key,
      { id: `field-${key}`, required: false, translatable: false, description: "", default_value: "", regex: "", ...field },
    ]),
  );
  overrides(schema);
  const component: SpaceComponent = {
    id: 77,
    name: "teaser",
    display_name: "Teaser",
    is_root: false,
    is_nestable: true,
    component_group_uuid: GROUP.uuid,
    created_at: "2026-01-01T00:00:00.000Z",
    image: null,
    icon: "block-wallet",
    schema,
  };
  return { components: [component], groups: [GROUP] };
}

describe("compareComponents", () => {
  it("finds no difference in what Storyblok stores and adds itself (ids, timestamps, defaults, icon)", () => {
    expect(compareComponents([definition], asStored())).toEqual([]);
  });

  it("takes a missing required, an empty source and null limits as Storyblok's defaults", () => {
    const space = asStored((schema) => {
      delete schema.headline!.required;
      schema.tone!.source = "";
      schema.items!.minimum = null;
    });
    expect(compareComponents([definition], space)).toEqual([]);
  });

  it("ignores the order of a block whitelist but not of an option list", () => {
    const reordered = asStored((schema) => {
      schema.items!.component_whitelist = ["quote", "card"];
    });
    expect(compareComponents([definition], reordered)).toEqual([]);
    const options = asStored((schema) => {
      schema.tone!.options = [...(schema.tone!.options as unknown[])].reverse();
    });
    expect(compareComponents([definition], options)).toEqual([
      {
        kind: "field-changed",
        component: "teaser",
        field: "tone",
        property: "options",
        from: [
          { name: "Dark", value: "dark" },
          { name: "Light", value: "light" },
        ],
        to: definition.schema.tone!.options,
      },
    ]);
  });

  it("reports a changed type, required flag and position with the space's value and the code's", () => {
    const space = asStored((schema) => {
      schema.headline!.type = "textarea";
      schema.headline!.required = true;
      schema.items!.pos = 2;
      schema.tone!.pos = 1;
    });
    expect(compareComponents([definition], space)).toEqual([
      { kind: "field-changed", component: "teaser", field: "headline", property: "type", from: "textarea", to: "text" },
      { kind: "field-changed", component: "teaser", field: "headline", property: "required", from: true, to: false },
      { kind: "field-changed", component: "teaser", field: "items", property: "pos", from: 2, to: 1 },
      { kind: "field-changed", component: "teaser", field: "tone", property: "pos", from: 1, to: 2 },
    ]);
  });

  it("lists fields and components on either side only, and a group the space lacks", () => {
    const space = asStored((schema) => {
      delete schema.tone;
      schema.legacy = { type: "textarea", pos: 9 };
    });
    space.components.push({ id: 78, name: "old_banner", schema: { title: { type: "text", pos: 0 } } });
    const moved = { ...definition, component_group_name: "Teasers" };
    expect(compareComponents([moved], space)).toEqual([
      { kind: "group-added", group: "Teasers" },
      { kind: "component-changed", component: "teaser", property: "group", from: "Blocks", to: "Teasers" },
      { kind: "field-added", component: "teaser", field: "tone", definition: definition.schema.tone },
      { kind: "field-removed", component: "teaser", field: "legacy", type: "textarea" },
      { kind: "component-removed", component: "old_banner", fields: 1 },
    ]);
  });
});
