// Insight articles, part 6: news and stories from the studio.
import type { ArticleCopy } from "./article-copy";

export const articles6: ArticleCopy[] = [
  {
    slug: "how-we-use-ai-at-northlight",
    title: "How We Use AI at Northlight (and Where We Don't)",
    category: "General",
    date: "2025-05-27 09:00",
    tags: ["ai", "studio"],
    related: ["ai-transcription-in-the-edit", "charity-storytelling-with-dignity"],
    excerpt: "An honest account of the AI-assisted tools in our workflow, and the lines we won't cross.",
    look: { scene: "shapes", hue: 220 },
    figures: { workflow: { look: { scene: "filmstrip", hue: 230 }, alt: "An edit timeline with transcript panels beside the footage" } },
    body: `
Clients increasingly ask how we use AI. It's a fair question, and we'd rather answer it in public. :wave:

## {anchor:where-we-use-it|Where we use it}

- **Research:** summarising interviews, reports and audience feedback before we write.
- **Logging and transcription:** making hours of footage searchable.
- **Captions and translation:** first drafts, always checked by a person.
- **Reframing and resizing:** producing vertical and square versions of every clip.
- **Clean-up:** reducing background noise and removing dust from archive film.

![An edit timeline with transcript panels beside the footage](workflow)

## Where we don't

1. We don't let AI write final scripts. It drafts alternatives; our writers choose and rewrite.
2. We don't generate the faces or voices of real people without their written consent.
3. We don't upload client footage to services that train on customer data.
4. We don't present generated imagery as real footage.

## Why it matters to you

The tools save time, and time is most of what a video costs. On a typical project they save between **a day and three days** of work. Some of that comes back to you as a lower price; the rest goes into more time for the creative decisions that make a film work.

If you'd like to know exactly which tools we'd use on your project, [just ask](mailto:hello@northlightfilms.co.uk). There's a shorter version of this list under [where we use it](#where-we-use-it), and our [terms](story:terms) set out the same commitments.
`,
  },
  {
    slug: "northlight-turns-ten",
    title: "Northlight Turns Ten",
    category: "General",
    date: "2024-12-17 12:00",
    tags: ["studio", "news"],
    excerpt: "Ten years, 600 films and one spare room. Maya Brennan looks back on a decade of Northlight.",
    look: { scene: "bokeh", hue: 40 },
    body: `
Ten years ago this month, I bought a second-hand camera, cleared the spare room and called our first client back to say yes. This week we celebrated with the whole team, a lot of cake and a screening of our favourite films. :sparkles:

## Some numbers

| | 2014 | 2024 |
|---|---|---|
| Team | 1 | 12 |
| Films delivered | 9 | 610 in total |
| Cameras | 1 | 7 |
| Drones | 0 | 3 |

## What hasn't changed

We still start every project with a conversation about who is watching. We still believe the best films come from listening to people. And we still get nervous before the first shoot day.

## What has

The tools, enormously. When I started, transcribing an hour of interview took me most of a day. Now it takes a few minutes, and that time goes back into the work that matters.

## Thank you

To every client who trusted us, every contributor who let us into their lives and every member of the team, past and present: thank you. Here's to the next ten.

Maya
`,
  },
  {
    slug: "behind-the-scenes-victoria-mill",
    title: "Behind the Scenes: Saving Victoria Mill",
    category: "General",
    date: "2024-04-09 10:00",
    tags: ["behind-the-scenes", "heritage"],
    related: ["charity-storytelling-with-dignity"],
    excerpt: "How three former mill workers, a box of photographs and a very cold January made our most-watched charity film.",
    look: { scene: "horizon", hue: 35 },
    body: `
Our film for the [Northern Heritage Trust](story:case-studies/northern-heritage-mill-restoration) helped raise £400,000 to restore a Victorian cotton mill. Here's how it came together.

## Finding the voices

The Trust put an appeal in the local paper for anyone who had worked at Victoria Mill. Eleven people replied. We met them all over tea and chose three whose stories connected: a weaver, an engineer and a canteen manager.

## Filming in an empty mill

The mill had no heating and no power. We ran the lights from a generator, and our director of photography Rhys spent most of the week in two coats. Edna, who started at the mill aged fifteen, walked the weaving floor for the first time in fifty years, and we simply followed her.

## Bringing the photographs to life

Edna's family had a biscuit tin of photographs from the 1950s. We scanned them at high resolution, cleaned them up with AI-assisted restoration, checked every frame by eye, and added subtle movement so they sit comfortably beside modern footage.

> I never thought anyone would want to hear about the mill again.
> Edna, former weaver

## The result

The appeal closed six weeks early. Edna attended the reopening.
`,
  },
  {
    slug: "our-carbon-footprint",
    title: "Measuring the Carbon Footprint of a Video Shoot",
    category: "General",
    date: "2024-02-06 11:00",
    tags: ["sustainability", "studio"],
    related: ["greener-shoots-pledge"],
    excerpt: "We measured the emissions of every shoot in 2023. Travel dominated. Here's what we learned and changed.",
    look: { scene: "aerial", hue: 120 },
    body: `
In 2023 we measured the carbon footprint of every shoot we did. The results surprised us, and changed how we plan.

## What we found

Across 64 shoots, the average footprint was about 0.4 tonnes of CO~2~e. The breakdown was clear:

| Source | Share of emissions |
|---|---|
| Travel (crew and kit) | 71% |
| Accommodation | 14% |
| Power on location | 9% |
| Data storage and rendering | 6% |

## What we changed

- **Trains first.** Crews now travel by train whenever the kit allows.
- **Local crews.** For shoots far from Manchester we hire trusted local camera operators.
- **Battery power.** Our LED lighting kit runs from batteries charged on renewable power.
- **Smarter storage.** Old proxies and renders are deleted at project close.

## What's next

From this year, every quote includes an estimated carbon figure for the shoot, and we offset what we cannot avoid through a verified UK woodland scheme.
`,
  },
  {
    slug: "meet-our-new-motion-designer",
    title: "Meet Aisha, Our New Motion Designer",
    category: "General",
    date: "2023-12-19 10:00",
    tags: ["team", "animation"],
    excerpt: "Illustrator, animator and keen potter Aisha Rahman joins the team to lead our motion design work.",
    look: { scene: "shapes", hue: 320 },
    body: `
We're delighted to welcome **Aisha Rahman** to Northlight as our lead motion designer. Aisha joins from a London animation studio, where she worked on title sequences and explainer films for broadcasters and start-ups.

## In her own words

> I love the moment when an idea that was just words on a page starts to move.
> Animation lets you show things no camera can reach.

## What she'll be working on

Aisha will lead our [motion graphics and animation](story:services/motion-graphics-animation) work, from style frames to final renders. She's already building a library of reusable animated elements that will make brand-consistent animation faster for our regular clients.

## Away from the screen

Aisha throws pots at a community studio in Levenshulme and is working her way through every Manchester library. Say hello at [aisha@northlightfilms.co.uk](mailto:aisha@northlightfilms.co.uk).
`,
  },
  {
    slug: "what-a-shoot-day-looks-like",
    title: "What Actually Happens on a Shoot Day",
    category: "General",
    date: "2023-10-31 09:30",
    tags: ["behind-the-scenes", "production"],
    excerpt: "From the 7am van load to the evening data backup: a typical day with a Northlight crew.",
    look: { scene: "studio", hue: 200 },
    body: `
For many clients, the shoot day is the only part of the process they see. Here's what a typical day looks like, so you know what to expect.

## The schedule

- **07:00** Van loaded at the studio; batteries charged the night before.
- **08:30** Arrive on location, meet the client contact, walk the space.
- **09:00** Set up lights and sound for the first interview.
- **10:00** First interview. Usually 30 to 45 minutes.
- **11:00** B-roll: people working, close-ups, the building.
- **12:30** Lunch. Nobody films well hungry.
- **13:30** Second interview, then more B-roll.
- **16:30** Wrap, pack down, leave the space as we found it.
- **18:00** Footage backed up twice, rushes shared with the producer.

## What we'll need from you

1. A quiet room for interviews, booked for the whole day.
2. A named contact on site who knows who's who.
3. Parking for a van, and somewhere to plug in.

## What you won't need

Make-up artists, catering trucks or a crew of twenty. For most business films, three people and a van do the job beautifully.
`,
  },
  {
    slug: "charity-film-awards-shortlist",
    title: "Shortlisted at the Charity Film Awards",
    category: "General",
    date: "2023-10-03 14:00",
    tags: ["news", "awards"],
    excerpt: "Our film for a Wildflower Hospice appeal has been shortlisted in the Best Fundraising Film category.",
    look: { scene: "bokeh", hue: 300 },
    body: `
We're thrilled that our film for [Wildflower Hospice](story:case-studies/wildflower-hospice-at-home) has been shortlisted at this year's Charity Film Awards, in the Best Fundraising Film category. :clapper:

The film follows three families who cared for a loved one at home with the hospice's support. It was made slowly and carefully, with every family approving their own story before release.

## Thank you

The real credit belongs to the families who chose to share their experiences, and to the hospice team who trusted us with them.

The winners will be announced in London next month. Whatever happens, we're proud of this one.
`,
  },
];
