// What editors see in Storyblok for a field or a block, for messages addressed to them. A field
// without a display name is shown by Storyblok as its technical name humanised (`video_url` →
// "Video url"); the content model's declarations are the place to look once they give names.

/** The field as Storyblok shows it in the component `component`'s form. */
export function fieldLabel(_component: string, field: string): string {
  return humanise(field);
}

/** A block by the name Storyblok gives its component. */
export function blockLabel(component: string): string {
  return humanise(component);
}

function humanise(name: string): string {
  const words = name.replace(/[_-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
