// One story's identity and the helpers that build its content: blocks get a
// stable _uid and the `_editable` comment the Storyblok visual editor expects.

import { storyIdFor } from "./ids";
import { uuidFor } from "./prng";
import { SPACE_ID } from "./seed-constants";

export type Fields = Record<string, unknown>;
export type Block = Fields & { _uid: string; component: string };

export const storyUuid = (fullSlug: string) => uuidFor(`story:${fullSlug}`);
export const folderUuid = (slug: string) => uuidFor(`folder:${slug}`);
export const folderId = (slug: string) => storyIdFor(`folder:${slug}`);

export class StoryScope {
  readonly id: number;
  readonly uuid: string;
  private blockCount = 0;

  constructor(readonly fullSlug: string) {
    this.id = storyIdFor(fullSlug);
    this.uuid = storyUuid(fullSlug);
  }

  /** A nested block, shaped as Storyblok stores it: _uid, fields, component, _editable. */
  block(component: string, fields: Fields): Block {
    const uid = uuidFor(`block:${this.fullSlug}:${this.blockCount++}`);
    return { _uid: uid, ...fields, component, _editable: this.editable(component, uid) };
  }

  /** The story's root content object. Config stories (settings, header, footer) carry no editable comment. */
  root(component: string, fields: Fields, editable = true): Fields {
    const uid = uuidFor(`root:${this.fullSlug}`);
    const content: Fields = { _uid: uid, ...fields, component };
    if (editable) content._editable = this.editable(component, uid);
    return content;
  }

  private editable(component: string, uid: string): string {
    const meta = JSON.stringify({ name: component, space: String(SPACE_ID), uid, id: String(this.id) })
      .replace(/,"/g, ', "')
      .replace(/":/g, '": ');
    return `<!--#storyblok#${meta}-->`;
  }
}
