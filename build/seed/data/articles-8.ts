// Insight articles, part 8: two older advice pieces that are still read every week.
import type { ArticleCopy } from "./article-copy";

export const articles8: ArticleCopy[] = [
  {
    slug: "case-study-videos-for-b2b-sales",
    title: "Why B2B Sales Teams Love Case Study Videos",
    category: "Marketing Advice",
    date: "2023-11-21 10:00",
    tags: ["sales", "testimonials"],
    related: ["testimonial-videos-that-dont-sound-scripted"],
    excerpt: "The most-used asset in many B2B sales decks is a two-minute customer story. Here's how to make one that closes deals.",
    look: { scene: "interview", hue: 200 },
    body: `
Ask a B2B sales team which marketing asset they actually use, and the answer is often a short customer story. Here's why they work, and how to make one that earns its place in the deck.

## Peers beat promises

Buyers discount what vendors say about themselves. They believe a peer who faced the same problem and solved it.

## Match the prospect

Make several short stories rather than one long one, so sales can send the film whose customer most resembles the prospect: same sector, same size, same worry.

## Structure for busy people

1. The customer and their problem, in their words
2. Why they chose you, including the doubts they had
3. What changed, with a number
4. What they'd tell someone in their position

## Give sales the pieces

Alongside the main film, deliver 20-second quote clips that can be dropped into emails and proposals. We also draft a written case study from the transcript, so marketing gets a blog post for free.

The [Bluepeak customer films](story:case-studies/bluepeak-customer-stories) followed exactly this pattern.
`,
  },
  {
    slug: "sound-design-on-a-budget",
    title: "Sound Design on a Budget",
    category: "Technical Advice",
    date: "2023-05-09 10:00",
    tags: ["audio", "post-production"],
    related: ["recording-clean-audio-on-location"],
    excerpt: "Music, ambience and a few well-placed effects make a small film feel big. Where to spend and where to save.",
    look: { scene: "waveform", hue: 40 },
    body: `
Sound is the cheapest way to make a film feel expensive. A few considered choices lift even a simple interview film.

## Choose music last, but early

Temp music helps during the edit, but choose the final track before picture lock so the cut can breathe with it. Licensed library music costs from £50 to £500 for typical business use.

## Build an ambience bed

A quiet layer of room sound, birdsong or distant traffic makes cuts between shots feel continuous. Without it, silence between words sounds like a mistake.

## Use effects sparingly

A whoosh on every title quickly becomes a parody. We use effects to punctuate, not to decorate.

## Mix for the device

Most business films are watched on laptop and phone speakers. We check every mix on small speakers, and keep voices clear and music underneath them.
`,
  },
];
