// Insight articles, part 3: more marketing advice.
import type { ArticleCopy } from "./article-copy";

export const articles3: ArticleCopy[] = [
  {
    slug: "recruitment-video-mistakes",
    title: "Five Recruitment Video Mistakes (and What to Do Instead)",
    category: "Marketing Advice",
    date: "2024-10-29 10:00",
    tags: ["recruitment"],
    excerpt: "Candidates can spot a glossy recruitment film a mile off. Here's how to make one they believe.",
    look: { scene: "portrait", hue: 250 },
    body: `
Recruitment films have one job: help the right people say yes and the wrong people say no. Most fail at the second half. These are the mistakes we see most often.

## 1. Only showing the good bits

Every job has hard days. Showing them honestly builds trust and saves you from hiring people who leave in week three. Our [night-shift film for Clearpath](story:case-studies/clearpath-warehouse-hiring) talks openly about sleep and tiredness, and early attrition fell.

## 2. Letting the CEO do the talking

Candidates want to hear from the people they'll sit next to, not the person they'll meet once a year.

## 3. Stock-style diversity

Don't cast for a brochure. Film the team you have, and if it isn't as diverse as you'd like, say what you're doing about it.

## 4. One film for every role

A graduate engineer and a warehouse operative want different answers. Short role-specific films beat one long corporate piece.

## 5. Hiding the practical stuff

Pay, hours, parking, progression. Put them in the film or right beside it. Candidates will look for them anyway, and they'll respect you for being upfront.

---

Thinking about a recruitment campaign? Our [recruitment video service](story:services/recruitment-video) starts with a look at your last year of job adverts.
`,
  },
  {
    slug: "explainer-video-script-structure",
    title: "The Four-Part Structure Behind Every Good Explainer",
    category: "Marketing Advice",
    date: "2024-09-17 11:15",
    tags: ["scripting", "explainers"],
    related: ["the-first-three-seconds"],
    excerpt: "Problem, turn, how, proof. A simple structure that keeps explainers under 90 seconds.",
    look: { scene: "shapes", hue: 45 },
    body: `
Explainers go wrong when they try to say everything. The ones that work follow a simple four-part shape, and each part has a word budget.

| Part | Job | Roughly |
|---|---|---|
| Problem | Show the viewer their own frustration | 25 words |
| Turn | Introduce the idea that changes things | 15 words |
| How | Three steps, no more | 60 words |
| Proof | One result, one call to action | 25 words |

That's about 125 words, or **60 to 70 seconds** of relaxed voiceover.

## Problem: make them nod

Describe the problem the way the viewer would describe it to a friend. If they nod in the first ten seconds, they'll stay.

## Turn: the one idea

Not the product name, the *idea*. "What if your tax return filled itself in as you worked?"

## How: three steps

Three is memorable; five is a manual. Cut features ruthlessly and save them for the product demo.

## Proof: one number

A single believable result beats a list of awards. Then one clear action: book, try, call.

We draft several structures quickly with AI-assisted tools, then rewrite the strongest one line by line. Read the [Ledgerline case study](story:case-studies/ledgerline-tax-deadline-explainer) to see this shape in action. :clapper:
`,
  },
  {
    slug: "video-seo-basics",
    title: "Video SEO Basics: Helping Search Engines Find Your Films",
    category: "Marketing Advice",
    date: "2024-08-06 10:00",
    tags: ["seo", "web"],
    excerpt: "Transcripts, structured data and a sensible page for every film. The unglamorous work that gets videos found.",
    look: { scene: "devices", hue: 120 },
    body: `
Search engines can't watch your video, but they can read everything around it. A few simple habits make a big difference.

## Give each film its own page

A film buried in a carousel on the homepage is invisible to search. Give important films a page with a descriptive title, a paragraph of context and the transcript.

## Publish the transcript

Transcripts give search engines hundreds of relevant words and help people who prefer to read. AI-assisted transcription makes them almost free; just have a person check names and technical terms.

## Add structured data

\`VideoObject\` markup tells search engines the title, description, thumbnail, duration and upload date. Most good video hosts can output it, or your developer can add it in an afternoon.

## Choose a good thumbnail

A clear face or a strong image at the size of a postage stamp. Avoid text in the thumbnail; it's rarely legible in search results.

## Host sensibly

Use a video host that serves a lightweight player and doesn't slow your page down. We explain the options in [embedding video without slowing your site](story:insights/embedding-video-without-slowing-your-site).
`,
  },
  {
    slug: "brand-film-vs-advert",
    title: "Brand Film or Advert? Knowing Which One You Need",
    category: "Marketing Advice",
    date: "2024-06-25 15:00",
    tags: ["strategy", "brand"],
    excerpt: "Adverts ask for something now. Brand films earn something later. Most businesses need both, at different times.",
    look: { scene: "filmstrip", hue: 265 },
    body: `
Clients often ask for "a brand film" when they need an advert, and the other way round. The difference matters because it changes everything from the script to how you'll measure success.

## Adverts ask

An advert has a single action in mind: buy, book, apply. It's short, direct and judged on response. It usually has a shelf life of weeks.

## Brand films earn

A brand film makes people feel something about who you are. It's judged on memory and trust, and a good one works for years. It rarely asks for anything directly.

## Which do you need?

- If people **don't know you exist**, start with a brand film and cut adverts from it.
- If people **know you but don't act**, you need adverts with a clear offer.
- If people **act once but don't return**, look at customer stories and onboarding films.

> A brand film is a long conversation. An advert is a handshake.
> You need both, but not in the same minute.

Our [Threadworks documentary](story:case-studies/threadworks-cloth-documentary) is a good example of a brand film that the client later cut into short adverts for fashion buyers.
`,
  },
  {
    slug: "charity-storytelling-with-dignity",
    title: "Telling Charity Stories with Dignity",
    category: "Marketing Advice",
    date: "2024-04-30 10:30",
    tags: ["charity", "ethics"],
    related: ["working-with-young-contributors"],
    excerpt: "Powerful fundraising films don't need to exploit the people they're about. Our approach to consent and respect.",
    look: { scene: "horizon", hue: 10 },
    body: `
Charity films have a particular responsibility. The people on screen are often at the hardest moment of their lives, and the film will outlast that moment. These are the principles we follow.

## Consent is a process, not a form

We explain where the film will be shown, for how long and who will see it, then check again before filming and again before release. Contributors can withdraw at any point, and we mean it.

## Show agency, not just need

People are more than their problem. We film contributors doing things: cooking, working, helping someone else. Pity raises money once; respect builds support for years.

## Let people approve their own story

Every contributor sees their section before anyone else does. It takes a little longer and it has never once made a film worse.

## Be careful with AI

We never use generated faces or voices to represent real beneficiaries, and we tell audiences when a scene is a reconstruction. Trust is a charity's most valuable asset.

Read how we applied this with [Wildflower Hospice](story:case-studies/wildflower-hospice-at-home) and the [Kindred Foodbank Network](story:case-studies/kindred-foodbank-winter-appeal).
`,
  },
  {
    slug: "budgeting-for-video",
    title: "How Much Does a Business Video Cost?",
    category: "Marketing Advice",
    date: "2024-02-20 09:00",
    tags: ["budget", "planning"],
    related: ["writing-a-video-brief-that-works", "how-long-should-a-corporate-video-be"],
    excerpt: "Honest price ranges for the most common business videos in the UK, and what drives the cost up or down.",
    look: { scene: "skyline", hue: 45 },
    cta: { heading: "Get a fixed quote", text: "Tell us about your project and we'll send a fixed price within two working days.", label: "Ask for a quote", target: "contact/" },
    body: `
It's the question everyone wants answered and few agencies will put in writing. Here are the ranges we see across the UK market in 2024, including our own prices.

| Type of video | Typical UK range | What drives the cost |
|---|---|---|
| Customer testimonial | £2,500 to £6,000 | Locations, number of customers |
| Animated explainer | £5,000 to £15,000 | Length, illustration style |
| Corporate brand film | £8,000 to £30,000 | Shoot days, crew size, travel |
| Event coverage | £1,500 to £6,000 per day | Cameras, same-day editing |
| Recruitment campaign | £6,000 to £20,000 | Number of roles and cut-downs |

## What pushes the price up

- More shoot days, locations or travel
- Actors, presenters or voice artists with usage fees
- Complex animation or visual effects
- Many rounds of changes after the edit is locked

## What brings it down

- A clear brief and a single decision-maker
- Filming several films in one shoot
- AI-assisted logging, transcription and captioning, which save editing hours we'd otherwise charge for

@blok cta
`,
  },
];
