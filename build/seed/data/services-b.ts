// The other seven services.
import type { ServiceCopy } from "./service-copy";

export const servicesB: ServiceCopy[] = [
  {
    slug: "explainer-video", name: "Explainer Video", icon: "lightbulb", scene: "shapes", hue: 45, vimeo: "https://vimeo.com/226053498",
    excerpt: "Ninety seconds that answer the question every new visitor is asking: what do you actually do?",
    heading: "Explain it once, **brilliantly**",
    description: "If your sales team repeats the same explanation twenty times a week, you need an explainer. We distil your proposition into a clear narrative, then bring it to life in animation, live action or a mix of both.\n\nWe prototype scripts with AI-assisted drafting, then rewrite every line by hand until it sounds like you on your best day.",
    deliverables: ["A discovery workshop with your team", "Script with up to three revisions", "Storyboard or style frames for sign-off", "A 60 to 90 second finished film", "A six-second teaser for paid social", "Versions with and without voiceover"],
  },
  {
    slug: "scripting-storyboarding", name: "Scripting & Storyboarding", icon: "pen-tool", scene: "filmstrip", hue: 15, vimeo: "https://vimeo.com/318745296",
    excerpt: "The thinking before the filming: concepts, scripts and storyboards you can take to any crew.",
    heading: "Great films are **written** first",
    description: "A shoot day is expensive; a blank page is not. We spend time on concept, structure and script so that every hour on set is spent capturing something you have already agreed you need.\n\nOur writers use AI to test alternative structures and headlines quickly, and their own judgement to choose the one that will move your audience.",
    deliverables: ["Creative brief and audience profile", "Three concept routes to choose from", "A full script with timings", "Illustrated storyboard frames", "Shot list and production schedule", "A mood film built from reference footage"],
  },
  {
    slug: "live-action-filming", name: "Live-action Filming", icon: "video", scene: "studio", hue: 200, vimeo: "https://vimeo.com/501287733",
    excerpt: "Crews, cameras and lighting for studio days, locations and everything in between.",
    heading: "Cinema-grade filming, **business** budgets",
    description: "We shoot on full-frame cinema cameras with prime lenses and a lighting kit that fits in one van. Small crews move quickly, keep your people relaxed and still deliver pictures that look expensive.\n\nOn set, an AI-assisted logging workflow tags every take as we shoot, so the edit starts the moment the last shot is in the can.",
    deliverables: ["Director, camera operator and sound recordist", "Cinema cameras with 4K capture", "Lighting, grip and teleprompter", "Location scouting and permits", "On-set data management and backup", "Rushes shared the same evening"],
  },
  {
    slug: "product-demos", name: "Product Demos", icon: "box", scene: "devices", hue: 175, vimeo: "https://vimeo.com/376140285",
    excerpt: "Show the product doing the job: screen recordings, close-ups and real hands.",
    heading: "Show it **working**",
    description: "Buyers want to see the thing in action before they talk to sales. We capture software with pixel-perfect screen recording and physical products with macro lenses and motion control.\n\nAI-generated voice prototypes let you hear the demo before we book the artist, so the final narration is right first time.",
    deliverables: ["Feature walkthroughs of 30 to 120 seconds", "Polished screen capture at retina resolution", "Product close-ups on a turntable rig", "Callouts and zooms that guide the eye", "Versions for your website, sales decks and trade stands", "An update plan for each new release"],
  },
  {
    slug: "recruitment-video", name: "Recruitment Video", icon: "users", scene: "portrait", hue: 255, vimeo: "https://vimeo.com/289731042",
    excerpt: "Show candidates what the job and the people are really like, before they apply.",
    heading: "Hire people who **already** get you",
    description: "The best recruitment films filter as well as attract. We show the real work, the real team and the honest trade-offs, so the people who apply are the ones who will stay.\n\nWe analyse your job adverts with AI tools to find what candidates ask about most, then make sure the film answers it.",
    deliverables: ["Day-in-the-life films for key roles", "Team interviews filmed on site", "Graduate and apprentice campaign edits", "Vertical cut-downs for TikTok and Instagram", "Careers page hero film", "Subtitled versions for job boards"],
  },
  {
    slug: "event-video", name: "Event Video", icon: "calendar", scene: "stage", hue: 310, vimeo: "https://vimeo.com/421933620",
    excerpt: "Conferences, launches and awards captured and shared while people are still talking about them.",
    heading: "Your event, **bottled**",
    description: "An event lasts a day; its film can work for a year. We cover keynotes with multiple cameras, grab interviews in the breakout areas and capture the atmosphere that makes people book next year.\n\nOur same-day edit service uses AI-assisted selects to turn highlights around before the evening reception ends.",
    deliverables: ["Multi-camera keynote and panel recording", "Same-day highlights reel", "Delegate and speaker interviews", "Social clips during the event", "Full session recordings for on-demand viewing", "A teaser for next year's ticket sales"],
  },
  {
    slug: "drone-aerial-video", name: "Drone & Aerial Video", icon: "plane", scene: "aerial", hue: 110, vimeo: "https://vimeo.com/360451389",
    excerpt: "CAA-approved pilots and aerial cinematography for sites, landscapes and events.",
    heading: "A view **worth** the climb",
    description: "Aerial footage gives scale that nothing else can: the size of a site, the shape of a landscape, the crowd at a festival. Our pilots hold CAA operational authorisation and full public liability insurance.\n\nFlight planning software and AI-assisted stabilisation give us smooth, repeatable moves, which makes progress films of the same site month after month line up perfectly.",
    deliverables: ["CAA-authorised pilot and observer", "Risk assessment and airspace permissions", "4K aerial footage and stills", "Repeatable flight paths for progress films", "Thermal and mapping options on request", "Edited aerial sequences ready to drop into your film"],
  },
];
