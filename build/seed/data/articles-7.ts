// Insight articles, part 7: older news and stories from the studio.
import type { ArticleCopy } from "./article-copy";

export const articles7: ArticleCopy[] = [
  {
    slug: "greener-shoots-pledge",
    title: "Our Greener Shoots Pledge",
    category: "General",
    date: "2023-09-12 10:00",
    tags: ["sustainability"],
    related: ["our-carbon-footprint"],
    excerpt: "Five commitments to cut the environmental cost of our productions, starting today.",
    look: { scene: "horizon", hue: 120 },
    body: `
Film production has a real environmental cost. Today we're publishing five commitments to reduce ours.

1. We will measure the carbon footprint of every shoot.
2. We will travel by train wherever the kit allows.
3. We will light with LEDs, powered by batteries charged on renewable energy.
4. We will delete unneeded renders and proxies at the end of every project.
5. We will report our progress publicly every year.

We know this is a start, not a finish. We'll publish our first full year of measurements early next year.
`,
  },
  {
    slug: "working-with-young-contributors",
    title: "Working with Young Contributors",
    category: "General",
    date: "2023-08-15 11:00",
    tags: ["ethics", "safeguarding"],
    related: ["charity-storytelling-with-dignity"],
    excerpt: "How we make films with young people that are safe, respectful and genuinely theirs.",
    look: { scene: "portrait", hue: 185 },
    body: `
Many of our charity and education clients want young people's voices in their films. That's exactly right, and it comes with responsibilities.

## Our safeguarding basics

- Every crew member working with under-18s holds a current enhanced DBS check.
- We obtain consent from both the young person and a parent or guardian.
- A member of the client's staff is present throughout filming.
- Young people are never identified by full name or location without specific agreement.

## Making it theirs

The best films we've made with young people are the ones where they had real control. For [Beacon Mental Health](story:case-studies/beacon-talking-therapies), a youth panel wrote and voiced the script themselves and chose the animation style.

## Thinking about the future

What a 16-year-old is happy to share today may feel different at 25. We agree a clear end date for every film featuring young people, and we remove it when the time comes.
`,
  },
  {
    slug: "new-studio-canal-wharf",
    title: "We've Moved: Welcome to Canal Wharf",
    category: "General",
    date: "2023-06-27 10:00",
    tags: ["studio", "news"],
    excerpt: "Our new home by the Rochdale Canal has a proper studio, a grading suite and space for the whole team.",
    look: { scene: "skyline", hue: 25 },
    body: `
After four years squeezed into a single room, we've moved. Our new home is a converted canal warehouse in Ancoats, with a 60 square metre studio, a colour-grading suite and a sound booth.

## Come and visit

Our address:
Studio 3, Canal Wharf<br>18 Ducie Street<br>Manchester M1 2JN

We're ten minutes' walk from Piccadilly station. There's no parking on site, but there is a good café downstairs.

## What it means for clients

- **Studio shoots** without hiring a space, for interviews, products and green screen.
- **Grading sessions** you can attend in person on a calibrated monitor.
- **Voiceover recording** in our own treated booth.

Drop us a line at [hello@northlightfilms.co.uk](mailto:hello@northlightfilms.co.uk) to arrange a visit. The kettle's always on.
`,
  },
  {
    slug: "questions-to-ask-a-video-agency",
    title: "Ten Questions to Ask Before You Hire a Video Agency",
    category: "General",
    date: "2023-03-14 10:00",
    tags: ["planning", "buying"],
    related: ["budgeting-for-video", "writing-a-video-brief-that-works"],
    excerpt: "The questions that separate a good production partner from an expensive mistake.",
    look: { scene: "studio", hue: 230 },
    body: `
Choosing a video partner is a big decision, and showreels all look impressive. These questions reveal how an agency actually works.

1. Who will I deal with day to day, and will they be at the shoot?
2. Can I speak to a client whose project was similar to mine?
3. What's included in the quote, and what would cost extra?
4. How many rounds of changes are included?
5. Who owns the finished film and the raw footage?
6. How do you handle music licensing?
7. What happens if the shoot is cancelled because of weather or illness?
8. How do you use AI tools, and how do you protect my footage?
9. How will we measure whether the film worked?
10. What would you do differently from our brief, and why?

The last question is the most revealing. A good agency will challenge your brief politely. One that agrees with everything is either not thinking or not listening.

You're welcome to ask us all ten: [hello@northlightfilms.co.uk](mailto:hello@northlightfilms.co.uk).
`,
  },
  {
    slug: "our-favourite-films-of-2022",
    title: "Our Favourite Films of 2022",
    category: "General",
    date: "2023-01-17 10:00",
    tags: ["news", "showreel"],
    excerpt: "A bakery at 3am, a boxing club and a steam railway: the projects that stayed with us last year.",
    look: { scene: "filmstrip", hue: 30 },
    body: `
Every January the team picks the films from the previous year that we're proudest of. Here are 2022's.

## Four generations of bread

Filming the [Ashworth Family Bakery](story:case-studies/ashworth-bakery-heritage) meant starting at 3am, and none of us regret it. The founder's narration still makes us smile.

## More than a gym

The coaches at [Salford Lads' Boxing Club](story:case-studies/salford-boxing-club-community) were terrified of the camera on day one and unstoppable by day three.

## Steam remembered

Restoring sixty-year-old cine film for the [Northern Rail Heritage Society](story:case-studies/northern-rail-heritage-archive) was painstaking and deeply rewarding.

## Tech Week in a week

Three crews, thirty venues, five nightly reels for [Greater Manchester Tech Week](story:case-studies/gm-tech-week-highlights). We slept in 2023.

Watch them all in our [showreel](story:showreel). :clapper:
`,
  },
];
