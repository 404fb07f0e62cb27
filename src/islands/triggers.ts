// When an island hydrates. Shared by the server (marker attributes) and client.ts.
export type IslandTrigger = "load" | "idle" | "visible" | "interaction" | "near" | `media(${string})`;
