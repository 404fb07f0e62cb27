// Insight articles, part 1.
import type { ArticleCopy } from "./article-copy";

export const articles1: ArticleCopy[] = [
  {
    slug: "how-long-should-a-corporate-video-be",
    title: "How Long Should a Corporate Video Be?",
    category: "Marketing Advice",
    date: "2025-05-20 09:00",
    tags: ["strategy", "corporate"],
    excerpt: 'The honest answer is "as short as the story allows". Here is how we decide, platform by platform.',
    look: { scene: "filmstrip", hue: 215 },
    body: `
Every brief we receive asks the same question sooner or later: *how long should it be?* The honest answer is **as short as the story allows**, but that is not much help when you are writing a budget. So here is how we actually decide.

## Start with where it will be watched

A film's length is set by the place it lives far more than by how much you have to say. People give a homepage film a minute; they give a webinar recording forty.

| Platform | Sweet spot | Why |
|---|---|---|
| Homepage hero | 60 to 90 seconds | Visitors are deciding whether to stay |
| LinkedIn feed | 30 to 45 seconds | Autoplay with the sound off |
| Instagram Reels | 15 to 30 seconds | The hook has one second to land |
| Sales follow-up | 2 to 3 minutes | The viewer has already said yes to a meeting |

## Cut the throat-clearing

Most first drafts spend their opening twenty seconds on logos, drone shots of the office and a managing director saying how pleased they are. Viewers leave during exactly that stretch. We open on the ==problem your customer has==, and introduce the company only once the viewer cares.

## Make one long film and many short ones

Plan the shoot for the longest version, then cut it down. One interview day can give you:

- a two-minute hero film
- three 30-second stories, one per customer benefit
- six vertical clips with burnt-in captions

We use AI-assisted transcript search to find those clips in minutes, which is why we can offer cut-downs at a fraction of the cost of the main edit. :sparkles:

If you would like a second opinion on a script you already have, [send it to us](mailto:hello@northlightfilms.co.uk) and we will tell you what we would cut. Or read how we planned a launch film for [Fieldwise](story:case-studies/fieldwise-soil-sensor-launch).
`,
  },
  {
    slug: "shooting-log-footage-for-better-colour",
    title: "Shooting in Log: Better Colour Without the Guesswork",
    category: "Technical Advice",
    date: "2025-04-29 14:15",
    tags: ["camera", "colour"],
    excerpt: "Log profiles give your colourist room to work. Here is when to use them, and when not to.",
    look: { scene: "studio", hue: 200 },
    figures: { waveform: { look: { scene: "waveform", hue: 200 }, alt: "A waveform monitor showing exposure across a frame" } },
    cta: { heading: "Want us to grade your footage?", text: "Send us a clip and we will return a graded version within a week.", label: "Start a project", target: "contact/" },
    body: `
Log footage looks flat and grey straight out of the camera, and that is exactly the point. A log profile squeezes around ^14^ stops of dynamic range into the file, leaving {color:#2563eb|highlight and shadow detail} for the grade.

## {anchor:when-to-use-log|When log is worth it}

### High-contrast locations

Sunlit windows behind an interviewee, a stage with spotlights, a factory with welding arcs: anywhere the brightest and darkest parts of the frame are far apart.

### Footage that must match

If two cameras, or two shoot days, have to cut together seamlessly, log gives the colourist the latitude to match them.

#### A note on bit depth

Shoot log at 10-bit or higher. At 8-bit the gradients in skies and skin tones break into visible bands when you push the grade.

## When to skip it

1. Run-and-gun social content that must go out the same day
2. Cameras that only record 8-bit log
3. Shoots where nobody will grade the footage

## Exposing log correctly

Expose by the numbers, not by eye. A waveform monitor tells you where skin tones sit:

![A waveform monitor showing exposure across a frame](waveform)

Most manufacturers publish a target for middle grey. For S-Log3 it is around 41%, and we nudge skin to sit roughly one stop above that. The maths of a stop is simple: each one doubles the light, so the ratio is 2^n^, and the signal-to-noise ratio in decibels follows 20·log~10~(S/N).

\`\`\`text
Scene contrast: 2^14 ≈ 16,000 : 1
Rec.709 display: 2^6  ≈     64 : 1
\`\`\`

> The grade cannot rescue what the sensor never recorded.
> Protect the highlights first; shadows can be lifted.

---

If you are still deciding, our [when to use log](#when-to-use-log) checklist above is a good place to start. Our [post-production team](story:services/post-production-editing) also offers ~~paid~~ free test grades for new clients. __Always__ shoot a test first.

@blok cta
`,
  },
];
