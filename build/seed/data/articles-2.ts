// Insight articles, part 2: marketing advice.
import type { ArticleCopy } from "./article-copy";

export const articles2: ArticleCopy[] = [
  {
    slug: "writing-a-video-brief-that-works",
    title: "Writing a Video Brief That Actually Works",
    category: "Marketing Advice",
    date: "2025-05-06 10:00",
    tags: ["planning"],
    related: ["how-long-should-a-corporate-video-be", "budgeting-for-video"],
    excerpt: "A good brief fits on one page and answers five questions. Here they are.",
    look: { scene: "filmstrip", hue: 20 },
    body: `
The best briefs we receive are short. They don't describe shots or music; they describe **people** and **outcomes**. Here are the five questions a brief should answer, and the one it shouldn't.

## The five questions

1. **Who is watching?** Not "our customers" but "operations managers at mid-sized manufacturers who have been burned by software before".
2. **Where will they see it?** A trade-show screen, a sales email and a LinkedIn feed need different films.
3. **What should they think, feel or do afterwards?** Pick one. A film with three calls to action has none.
4. **How will you know it worked?** Enquiries, applications, completion rates: choose the number before the shoot.
5. **What are the fixed points?** Deadlines, budget, people who must appear, words you can't say.

## The question to leave out

*What should the video look like?* Leave that to the people you are hiring. Share films you like by all means, but tell us **why** you like them. "It felt honest" is more useful than "it had drone shots".

## A template you can steal

> Audience: who, and what they already believe
> Goal: the one action we want
> Measure: the number we'll check in three months
> Channels: where it will live
> Must-haves: dates, budget range, people, legal wording

Email us your brief at [hello@northlightfilms.co.uk](mailto:hello@northlightfilms.co.uk) and we'll reply with questions rather than a quote. The questions are where the good ideas start. :bulb:
`,
  },
  {
    slug: "video-on-linkedin-what-works",
    title: "Video on LinkedIn: What Actually Works in 2025",
    category: "Marketing Advice",
    date: "2025-04-15 09:30",
    tags: ["social", "linkedin"],
    excerpt: "Native uploads, captions and a human face in the first frame. What we've learned from a year of client campaigns.",
    look: { scene: "devices", hue: 210 },
    body: `
LinkedIn has become the place where B2B video lives or dies. Across our client campaigns this year, a few patterns held up again and again.

## Upload natively

Links to YouTube get a fraction of the reach of a video uploaded directly. Always upload the file, and put any link in the first comment.

## Assume the sound is off

Around 80% of feed views start muted. Burnt-in captions aren't optional; they are the script. We style them in the client's brand font and keep them to two lines.

## Lead with a face

Posts whose first frame shows a person looking at the camera consistently beat those opening on a logo or a product. People stop for people.

## Keep it under a minute

- **15 to 30 seconds** for awareness posts
- **45 to 60 seconds** for thought leadership clips
- **Up to 3 minutes** only for documents and native "LinkedIn Live" replays

## Post the clip, not the whole film

Cut your hero film into moments that stand alone. One strong idea per post beats a trailer for something people won't click through to. We cover how to plan this in [one shoot, a month of content](story:insights/one-shoot-a-months-content).
`,
  },
  {
    slug: "measuring-video-roi",
    title: "How to Measure the Return on a Business Video",
    category: "Marketing Advice",
    date: "2025-03-18 11:00",
    tags: ["strategy", "analytics"],
    related: ["writing-a-video-brief-that-works"],
    excerpt: "Views are the least useful number you have. Here is what to track instead, and how to set it up before launch.",
    look: { scene: "waveform", hue: 140 },
    body: `
"How many views did it get?" is the question every video is judged by, and it's almost always the wrong one. A recruitment film watched by 500 of the right people beats a viral clip seen by 50,000 of the wrong ones.

## Pick a business number first

Every film we make starts with one measure agreed with the client. A few examples from recent projects:

| Film | Measure | Result |
|---|---|---|
| Recruitment campaign | Applications per vacancy | +65% |
| Product explainer | Trial sign-ups from the page | +40% |
| Training series | Course completion rate | 71% → 94% |
| Charity appeal | Donations during campaign | £186,000 |

## Set up tracking before launch

- Give each channel its own link with UTM parameters, such as \`utm_source=linkedin\`.
- Record a baseline for four weeks before the film goes live.
- Note anything else that changes at the same time: a price cut or a new advert muddies the picture.

## Watch time beats views

If you do look at platform numbers, look at **average percentage watched**. A film that keeps 60% of viewers to the end is working; one that loses half in five seconds needs a new opening. :chart:

## Report at three months

Most business films keep working long after launch. We check in with every client at three months with a one-page report, and it's often the moment the next project begins.
`,
  },
  {
    slug: "testimonial-videos-that-dont-sound-scripted",
    title: "Testimonial Videos That Don't Sound Scripted",
    category: "Marketing Advice",
    date: "2025-02-25 14:00",
    tags: ["testimonials", "interviews"],
    related: ["case-study-videos-for-b2b-sales"],
    excerpt: "Your customers are more persuasive than your copywriters, as long as you don't give them a script.",
    look: { scene: "interview", hue: 25 },
    body: `
The fastest way to ruin a testimonial is to hand your customer a script. Real people reading lines sound like hostages. Here's how we get natural, persuasive answers instead.

## Never send the questions word for word

We send topics, not questions. "We'll talk about what things were like before, what changed and what surprised you" gives people confidence without letting them rehearse.

## Ask for stories, not opinions

"Was the software good?" gets a yes. "Tell me about the first Monday after you switched" gets a story, with details no copywriter could invent.

## Let them finish

The best line in an interview usually comes **after** the answer seems finished. We wait three seconds before the next question. It feels awkward in the room and it's gold in the edit.

## Film where they work

A customer in their own workshop, kitchen or office relaxes faster and gives you cutaways that prove the story is real. See how this worked for [Calder Mutual's first-time buyers](story:case-studies/calder-mutual-first-home-stories).

## Get approval the easy way

We share a transcript with highlighted quotes before the edit, so customers sign off their words rather than a rough cut. It's quicker for everyone and no one is surprised on launch day. :tick:
`,
  },
  {
    slug: "the-first-three-seconds",
    title: "The First Three Seconds: Writing Hooks That Stop the Scroll",
    category: "Marketing Advice",
    date: "2025-01-28 10:30",
    tags: ["social", "scripting"],
    excerpt: "On social, your opening is the whole advert. Six hook patterns we use, with examples.",
    look: { scene: "shapes", hue: 330 },
    body: `
On a social feed, the first three seconds decide whether anyone sees the other fifty-seven. These are the openings we reach for most often.

## Six hooks that work

1. **The surprising number.** "Our night shift has the lowest staff turnover in the company."
2. **The direct question.** "Do you know what your onboarding video costs you?"
3. **The mid-action start.** Open on a drone already in flight, a weld already sparking.
4. **The overheard line.** A customer's most honest sentence, straight off the top.
5. **The before shot.** Show the problem so clearly that viewers need to see it fixed.
6. **The promise.** "In sixty seconds you'll know whether a heat pump suits your home."

## What doesn't work

- ~~A logo sting~~. Nobody has ever stopped scrolling for a logo.
- ~~"Hi, I'm Dave from…"~~. Earn the introduction first.
- Slow fades from black. The feed moves too fast.

## Test more than one

We cut every social film with at least three different openings and let the data choose. AI-assisted editing makes the extra versions cheap; the thinking behind them still takes a person who knows the audience. :rocket:
`,
  },
  {
    slug: "one-shoot-a-months-content",
    title: "One Shoot, a Month of Content",
    category: "Marketing Advice",
    date: "2024-12-10 09:00",
    tags: ["social", "planning"],
    related: ["video-on-linkedin-what-works", "the-first-three-seconds"],
    excerpt: "How to plan a single shoot day so it fills your content calendar for weeks.",
    look: { scene: "filmstrip", hue: 280 },
    figures: { plan: { look: { scene: "devices", hue: 300 }, alt: "A content calendar on a laptop with video thumbnails on each day" } },
    body: `
Most brands shoot for one film and then wonder what to post next week. With a little planning, the same day can produce a month of content.

## Plan the calendar first

Before we write a shot list, we sit down with the client's content calendar. Each slot becomes a line in the plan: the message, the format, the platform.

![A content calendar on a laptop with video thumbnails on each day](plan)

## Shoot in blocks

- **Interview block:** one long, relaxed conversation gives you quotes for a dozen posts.
- **B-roll block:** hands, products, places. Shoot wide and vertical at the same time.
- **Quick-fire block:** one-line answers to camera, each a standalone post.

## Let the tools do the resizing

Our editors use AI-assisted reframing to produce vertical, square and widescreen versions from every clip, then check each one by eye so nobody's head is cut off.

## A realistic output

From one shoot day for [Tandem Bikes](story:case-studies/tandem-bikes-launch-social) we delivered:
30 vertical clips<br>8 square clips for LinkedIn<br>1 two-minute hero film

That's a month of posting from a single day's crew costs.
`,
  },
];
