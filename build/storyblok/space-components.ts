// A space's block library as the Management API lists it: its components, page by page, and the
// component groups the listing carries beside them.
import type { ManagementApi } from "./management-api";

/** A component as Storyblok returns it: the definition's properties plus its own (id, timestamps…). */
export interface SpaceComponent {
  id: number;
  name: string;
  display_name?: string | null;
  is_root?: boolean;
  is_nestable?: boolean;
  component_group_uuid?: string | null;
  schema: Record<string, Record<string, unknown>>;
  [property: string]: unknown;
}

export interface SpaceGroup {
  id: number;
  uuid: string;
  name: string;
  [property: string]: unknown;
}

export interface SpaceComponents {
  components: SpaceComponent[];
  groups: SpaceGroup[];
}

const PER_PAGE = 100;

export function componentsPath(spaceId: number): string {
  return `spaces/${spaceId}/components`;
}

/** Every component of the space; a listing without a `total` header is taken as complete. */
export async function readSpaceComponents(api: ManagementApi): Promise<SpaceComponents> {
  const path = componentsPath(api.settings.spaceId);
  const components: SpaceComponent[] = [];
  let groups: SpaceGroup[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.request("get", path, `reading the space's components (page ${page})`, { page, per_page: PER_PAGE });
    const items = (answer.data.components ?? []) as SpaceComponent[];
    components.push(...items.map((component) => ({ ...component, schema: component.schema ?? {} })));
    groups = (answer.data.component_groups ?? groups) as SpaceGroup[];
    const total = Number(answer.headers.total);
    if (!Number.isFinite(total) || components.length >= total || items.length === 0) break;
  }
  return { components, groups };
}
