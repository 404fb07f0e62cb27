// Insight articles, part 5: more technical advice.
import type { ArticleCopy } from "./article-copy";

export const articles5: ArticleCopy[] = [
  {
    slug: "export-settings-for-every-platform",
    title: "Export Settings for Every Platform",
    category: "Technical Advice",
    date: "2024-09-03 10:00",
    tags: ["post-production", "delivery"],
    related: ["vertical-video-framing"],
    excerpt: "Resolution, codec and bitrate for YouTube, LinkedIn, Instagram and your own website, in one table.",
    look: { scene: "devices", hue: 250 },
    body: `
Every platform re-compresses what you upload, so the aim is to give it the best possible starting point without enormous files. These are the settings we deliver as standard.

| Platform | Resolution | Codec | Bitrate |
|---|---|---|---|
| YouTube | 3840×2160 | H.264 | 45 Mbps |
| LinkedIn | 1920×1080 | H.264 | 16 Mbps |
| Instagram Reels | 1080×1920 | H.264 | 12 Mbps |
| Website hero loop | 1280×720 | H.264 | 3 Mbps |
| Archive master | Native | ProRes 422 HQ | n/a |

## A command-line example

If you need to make a quick web version yourself, the free tool ffmpeg does a good job:

\`\`\`bash
ffmpeg -i master.mov -c:v libx264 -preset slow -crf 20 \\
  -pix_fmt yuv420p -movflags +faststart -c:a aac -b:a 192k web.mp4
\`\`\`

The \`-movflags +faststart\` option moves the index to the start of the file so it begins playing before it has fully downloaded.

## Keep the master

Always archive a high-quality master. Platforms change their requirements every year or two, and re-exporting from the master is far better than re-compressing a compressed file.
`,
  },
  {
    slug: "embedding-video-without-slowing-your-site",
    title: "Embedding Video Without Slowing Your Site",
    category: "Technical Advice",
    date: "2024-07-23 09:00",
    tags: ["web", "performance"],
    related: ["video-seo-basics"],
    excerpt: "A video player can add megabytes to a page. Lazy loading and poster images keep it fast.",
    look: { scene: "devices", hue: 140 },
    body: `
A single embedded player can add a megabyte or more of scripts to a page before anyone presses play. On a phone, that's seconds of waiting. Here's how we keep client sites fast.

## Show a poster first

Load a still image with a play button, and only load the player when someone clicks or scrolls near it. Visitors see something instantly and the page stays light.

## Lazy-load everything below the fold

Modern browsers support \`loading="lazy"\` on iframes:

\`\`\`html
<iframe src="https://player.vimeo.com/video/76979871"
        loading="lazy" title="Northlight Films showreel"
        allow="autoplay; fullscreen; picture-in-picture"></iframe>
\`\`\`

## Use short loops for backgrounds

Hero background videos should be short, silent loops, around ==3 Mbps or less==, served as MP4 with a poster image. Anything longer belongs in a proper player.

## Always add a title

Screen readers announce iframe titles. "Video" tells nobody anything; "Northlight Films showreel" does.

## Measure it

Check Largest Contentful Paint before and after adding video. If it gets worse, the player is loading too early.
`,
  },
  {
    slug: "ai-transcription-in-the-edit",
    title: "How AI Transcription Changed Our Edit Suite",
    category: "Technical Advice",
    date: "2024-06-11 10:30",
    tags: ["ai", "post-production"],
    related: ["how-we-use-ai-at-northlight"],
    excerpt: "Searching forty hours of interviews used to take days. Now it takes minutes. What changed, and what didn't.",
    look: { scene: "waveform", hue: 260 },
    body: `
Three years ago, an editor on a documentary project would spend the first week just watching rushes and making notes. Today our editors search transcripts like a document. It has changed how we work, but not who makes the decisions.

## What we do now

1. Every interview is transcribed automatically as soon as it is ingested.
2. Transcripts are linked to the footage, so clicking a word jumps to the moment it was said.
3. Producers highlight the best lines in a shared document, and the editor's first assembly is built from those highlights.

## What it's good at

- **Finding things:** "Where did she mention the flood?" takes seconds.
- **Paper edits:** producers can shape a story on the train home.
- **Captions:** the transcript becomes the first draft of the subtitles.

## What it's not good at

Transcripts can't tell you *how* something was said. The best moment in an interview is often a pause, a laugh or a look away, and only watching finds it. Our editors still watch every selected answer in full.

## The result

On a typical testimonial project, transcription saves around a day of editing time. We pass that saving on to clients, or spend it on the craft: grading, sound and pacing.
`,
  },
  {
    slug: "colour-management-basics",
    title: "Why Your Video Looks Different on Every Screen",
    category: "Technical Advice",
    date: "2024-05-14 11:00",
    tags: ["colour", "post-production"],
    related: ["shooting-log-footage-for-better-colour"],
    excerpt: "Gamma shifts, washed-out uploads and orange faces: a short guide to colour management.",
    look: { scene: "shapes", hue: 200 },
    body: `
You approve a film on your laptop, then it looks washed out on a phone and too dark on the office TV. It's one of the most common complaints in video, and it's usually about colour management.

## Every screen is different

Phones, laptops and televisions show colour and brightness differently. We grade on a calibrated reference monitor to the {color:#b45309|Rec.709 standard}, so the film is correct at the source even if individual screens vary.

## The QuickTime gamma problem

Some Mac players display Rec.709 video slightly lighter than other players. It's a display quirk, not an error in the file. We check every export on several devices before delivery.

## Review on more than one screen

When you review a cut, look at it on the device most of your audience will use, usually a phone, as well as your desktop.

## HDR: not yet

High dynamic range video looks stunning on the right screen and strange on the wrong one. For most business films we still deliver standard dynamic range, with HDR versions on request.
`,
  },
  {
    slug: "backing-up-footage-3-2-1",
    title: "Backing Up Footage: The 3-2-1 Rule",
    category: "Technical Advice",
    date: "2024-03-19 09:30",
    tags: ["data", "workflow"],
    excerpt: "Three copies, two types of media, one off-site. How we protect every frame from card to archive.",
    look: { scene: "filmstrip", hue: 180 },
    body: `
Losing a day's footage means losing a day's shoot, and sometimes a moment that can never be recreated. We treat data as seriously as cameras.

## The 3-2-1 rule

- **3** copies of every file
- **2** different types of storage
- **1** copy somewhere else

## On set

Cards are copied to two separate drives with checksum verification before they are formatted. A card is never wiped until both copies are confirmed.

\`\`\`text
card A001 → drive 1 (verified)
          → drive 2 (verified)
          → cloud upload overnight
\`\`\`

## In the studio

Footage lives on a RAID server for editing, with a nightly backup to a second server and weekly copies to encrypted cloud storage.

## For how long?

We keep raw footage for three years after a project, as our [terms](story:terms) explain. Clients can ask for their own copy on a drive at any time.
`,
  },
  {
    slug: "screen-recording-for-product-demos",
    title: "Screen Recording That Looks Professional",
    category: "Technical Advice",
    date: "2024-01-23 10:00",
    tags: ["product-demos", "software"],
    related: ["export-settings-for-every-platform"],
    excerpt: "Clean accounts, steady cursors and retina resolution: how we capture software for product demos.",
    look: { scene: "devices", hue: 175 },
    body: `
Software demos live or die on the quality of the screen recording. Jerky cursors, cluttered desktops and blurry text make a great product look unfinished.

## Prepare a clean account

Create a demo account with realistic but fictional data. Real customer names in a demo are a privacy problem; "Test Test" looks amateurish.

## Record at high resolution

We record at 2x resolution and edit on a 1080p or 4K timeline. That lets us zoom into a button without the text going soft.

## Move slowly and deliberately

- Move the cursor in straight lines and pause before clicking.
- Turn off notifications and hide the dock or taskbar.
- Use a consistent browser window size for every clip.

## Add guidance in the edit

Zooms, highlights and callouts guide the viewer's eye. A gentle zoom on the button being clicked is worth a paragraph of voiceover.

Read how we used these techniques for [Paragon Payroll](story:case-studies/paragon-payroll-onboarding).
`,
  },
];
