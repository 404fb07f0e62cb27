// Case studies, part 1.
import type { CaseStudyCopy } from "./case-study-copy";

export const caseStudies1: CaseStudyCopy[] = [
  {
    slug: "ledgerline-tax-deadline-explainer", title: "Ledgerline: Making Tax Deadlines Feel Human",
    client: "ledgerline", sectors: ["saas", "explainer"], services: ["explainer-video", "motion-graphics-animation"], videoTypes: ["animated-explainer", "2d-motion-graphics"],
    date: "2025-01-14 10:30", vimeo: "https://vimeo.com/912345670", heading: "Tax season, minus the dread",
    description: "A 90-second animated explainer that helped Ledgerline's customers file on time and cut support calls in January.",
    challenge: "Every January, Ledgerline's support team was swamped with the same three questions about self-assessment deadlines. Their help articles were accurate, but nobody read past the first paragraph.",
    approach: "We turned the three questions into a single friendly story about a freelance illustrator called Priya. Our writers drafted the script with AI-assisted research into the most common support tickets, then our motion designers built a warm, hand-drawn style that matched Ledgerline's brand.",
    result: "The film went live in the product's onboarding flow and on YouTube. Support tickets about deadlines fell by **31%** compared with the previous January, and the video reached 140,000 views in six weeks.",
    quote: { text: "It's the first time our customers have thanked us for a tax reminder.", who: "Hannah Okafor, Head of Customer Success, Ledgerline" },
    look: { scene: "shapes", hue: 210 }, upload: true,
  },
  {
    slug: "fieldwise-soil-sensor-launch", title: "Fieldwise: Soil Sensors from the Air",
    client: "fieldwise", sectors: ["agriculture", "drone"], services: "drone-aerial-video", videoTypes: ["product-demo", "brand"],
    date: "2024-09-03 09:00", vimeo: "https://vimeo.com/876543210#t=30s", heading: null,
    description: "Aerial and ground filming on three Yorkshire farms to launch Fieldwise's new wireless soil sensor.",
    challenge: "Fieldwise needed to show farmers that a sensor the size of a tent peg could change how they manage a 400-acre farm. Close-ups alone couldn't convey the scale.",
    approach: "We spent two days on three farms with a CAA-authorised drone team and a small ground crew. Repeatable flight paths let us match shots of the same fields at dawn and dusk, and an AI-assisted grading workflow kept the colour consistent across changing Yorkshire weather.",
    result: "The launch film became the centrepiece of Fieldwise's stand at the Great Yorkshire Show and drove **420 demo requests** in its first month.",
    look: { scene: "aerial", hue: 95 },
  },
];
