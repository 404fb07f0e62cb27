// The video types and sectors a case study is tagged with (slugs from spec
// section 2). `scene` and `hue` give each tag's header image its own look.
import type { SceneName } from "../art-scenes";

export interface Tag {
  slug: string;
  name: string;
  description: string;
  scene: SceneName;
  hue: number;
}

export const videoTypes: Tag[] = [
  {
    slug: "process-explainer",
    name: "Process Explainer",
    description: "Step-by-step films that make a complicated process feel obvious, from onboarding flows to factory floors.",
    scene: "shapes",
    hue: 200,
  },
  {
    slug: "2d-motion-graphics",
    name: "2D Motion Graphics",
    description: "Flat, characterful animation that turns data and ideas into movement your audience remembers.",
    scene: "shapes",
    hue: 280,
  },
  {
    slug: "identity-reveal",
    name: "Identity Reveal",
    description: "Launch films for new names, logos and brand systems, built to be shown big and shared widely.",
    scene: "shapes",
    hue: 330,
  },
  { slug: "product-demo", name: "Product Demo", description: "Clear, confident walkthroughs that show a product doing the job it was made for.", scene: "devices", hue: 170 },
  {
    slug: "keynote-filming",
    name: "Keynote Filming",
    description: "Multi-camera coverage of talks and panels, edited fast enough to share while the buzz lasts.",
    scene: "stage",
    hue: 20,
  },
  {
    slug: "animated-explainer",
    name: "Animated Explainer",
    description: "Short animated stories that explain what you do and why it matters, in about ninety seconds.",
    scene: "shapes",
    hue: 45,
  },
  { slug: "customer-journey", name: "Customer Journey", description: "Films that follow a real customer from first problem to happy outcome.", scene: "horizon", hue: 25 },
  { slug: "community-event", name: "Community Event", description: "Warm, people-first coverage of open days, fundraisers and local celebrations.", scene: "bokeh", hue: 50 },
  { slug: "personal-testimonial", name: "Personal Testimonial", description: "One person, one honest story, told in their own words.", scene: "portrait", hue: 15 },
  {
    slug: "fundraising-awareness",
    name: "Fundraising & Awareness",
    description: "Campaign films for charities and causes that move people to give, sign up or speak out.",
    scene: "horizon",
    hue: 350,
  },
  {
    slug: "culture-story",
    name: "Culture Story",
    description: "A look behind the logo at the people, habits and values that make a workplace what it is.",
    scene: "studio",
    hue: 210,
  },
  {
    slug: "graduate-hiring",
    name: "Graduate Hiring",
    description: "Recruitment films that speak to students and early-career talent in a voice they trust.",
    scene: "portrait",
    hue: 260,
  },
  {
    slug: "on-site-hiring-campaign",
    name: "On-site Hiring Campaign",
    description: "Short films shot on location to fill roles on sites, depots and shop floors.",
    scene: "skyline",
    hue: 30,
  },
  { slug: "event-video", name: "Event Video", description: "Highlights, interviews and social cut-downs from conferences, launches and awards nights.", scene: "bokeh", hue: 300 },
  {
    slug: "testimonial-video",
    name: "Testimonial Video",
    description: "Customers and partners explaining, in their own words, what working with you changed.",
    scene: "interview",
    hue: 190,
  },
  {
    slug: "explainer-video",
    name: "Explainer Video",
    description: "Live-action or animated explainers that answer the question every visitor is asking.",
    scene: "devices",
    hue: 140,
  },
  { slug: "profile-video", name: "Profile Video", description: "A company or team profile that introduces who you are in two minutes or less.", scene: "studio", hue: 230 },
  { slug: "craft-documentary", name: "Craft Documentary", description: "Patient, observational films about makers and the skill in their hands.", scene: "horizon", hue: 35 },
  { slug: "heritage-story", name: "Heritage Story", description: "Films that connect an organisation's history to what it stands for today.", scene: "horizon", hue: 40 },
  { slug: "brand", name: "Brand Film", description: "The big-picture film about purpose and personality that anchors a brand's story.", scene: "filmstrip", hue: 265 },
];

export const sectors: Tag[] = [
  { slug: "saas", name: "SaaS", description: "Software companies that need product stories as clear as their interfaces.", scene: "devices", hue: 220 },
  { slug: "agriculture", name: "Agriculture", description: "Farms, growers and agritech firms, filmed in the field and from the air.", scene: "aerial", hue: 95 },
  { slug: "financial-services", name: "Financial Services", description: "Banks, insurers and advisers explaining serious things without jargon.", scene: "skyline", hue: 210 },
  { slug: "construction", name: "Construction", description: "Contractors and developers showing progress, safety and the people who build.", scene: "skyline", hue: 35 },
  { slug: "drone", name: "Drone", description: "Projects where the story is best told from a few hundred feet up.", scene: "aerial", hue: 120 },
  { slug: "animation", name: "Animation", description: "Work made entirely in motion graphics and illustration.", scene: "shapes", hue: 290 },
  { slug: "event", name: "Event", description: "Conferences, launches, awards and community days.", scene: "stage", hue: 320 },
  { slug: "non-profit", name: "Non-profit", description: "Charities, foundations and social enterprises with stories that deserve to be heard.", scene: "horizon", hue: 10 },
  { slug: "heritage", name: "Heritage", description: "Museums, historic houses and long-established family businesses.", scene: "horizon", hue: 30 },
  { slug: "corporate", name: "Corporate", description: "Organisations large and small communicating with customers, staff and investors.", scene: "skyline", hue: 230 },
  { slug: "training", name: "Training", description: "Learning content for teams who need to get things right first time.", scene: "studio", hue: 180 },
  { slug: "explainer", name: "Explainer", description: "Projects whose first job is to make something complicated simple.", scene: "shapes", hue: 160 },
  { slug: "testimonial", name: "Testimonial", description: "Campaigns built around the voices of real customers.", scene: "interview", hue: 20 },
  { slug: "recruitment", name: "Recruitment", description: "Employers showing candidates what the job and the culture are really like.", scene: "portrait", hue: 250 },
  { slug: "healthcare", name: "Healthcare", description: "NHS trusts, clinics and health-tech firms, filmed with care and consent.", scene: "studio", hue: 175 },
  { slug: "learning-development", name: "Learning & Development", description: "L&D teams building courses, onboarding and leadership programmes.", scene: "devices", hue: 150 },
];
