// The first seven services. Headings and descriptions use the rich-text markup
// of markup.ts; `deliverables` fill each service page's checklist.
import type { ServiceCopy } from "./service-copy";

export const servicesA: ServiceCopy[] = [
  {
    slug: "corporate-video", name: "Corporate Video", icon: "clapperboard", scene: "skyline", hue: 215, vimeo: "https://vimeo.com/347119375",
    excerpt: "Films that explain who you are and why it matters, made for boardrooms, websites and everything in between.",
    heading: "Corporate video with a **human** heart",
    description: "Most corporate films are forgotten before the coffee goes cold. Ours start with a conversation about the one thing your audience must remember, then build every shot around it.\n\nOur producers use AI-assisted research and transcription to get to the story faster, so more of your budget goes on crew, lighting and the craft you can see on screen.",
    deliverables: ["A two-minute hero film for your website", "30 and 15 second cut-downs for social", "Subtitled versions for silent autoplay", "Vertical edits for LinkedIn and Instagram", "Stills pulled from the shoot for your press kit", "A one-page plan showing where each cut goes"],
  },
  {
    slug: "voiceover-audio", name: "Voiceover & Audio", icon: "mic", scene: "waveform", hue: 160, vimeo: "https://vimeo.com/290256877",
    excerpt: "Casting, recording and sound design that make your films sound as good as they look.",
    heading: "Sound that people **feel** before they notice",
    description: "Half of a film's emotion lives in its audio. We cast professional voice artists from a roster of over 200 voices, record in our treated booth and mix to broadcast loudness standards.\n\nAI tools help us clean location sound and prototype temp voiceovers for your approval, but the final read is always a real person who understands your script.",
    deliverables: ["Voice casting with three auditions per role", "Remote-directed or in-studio recording sessions", "Music licensing and bespoke sound design", "Dialogue clean-up and noise reduction", "Mixes for web, broadcast and cinema", "Foreign-language versions from native speakers"],
  },
  {
    slug: "post-production-editing", name: "Post-production & Editing", icon: "scissors", scene: "filmstrip", hue: 250, vimeo: "https://vimeo.com/412085117",
    excerpt: "Editing, colour and finishing for footage you shot yourself or that we captured for you.",
    heading: "The edit is where the **story** is found",
    description: "Good editing is invisible. Our editors shape pace, rhythm and emotion so that a viewer reaches the end without ever deciding to keep watching.\n\nWe use machine-assisted logging and transcript search to find the best moments in hours of footage in minutes, which leaves more time for the decisions only an editor can make.",
    deliverables: ["Offline edit with two rounds of changes", "Professional colour grade", "Titles, lower thirds and captions", "Audio mix and music edit", "Masters for every platform you publish on", "An archive of your project files"],
  },
  {
    slug: "motion-graphics-animation", name: "Motion Graphics & Animation", icon: "sparkles", scene: "shapes", hue: 290, vimeo: "https://vimeo.com/263558271",
    excerpt: "2D animation and motion design that turn abstract ideas into something people can see.",
    heading: "When the camera can't go there, **animation** can",
    description: "Some ideas have no physical form: a software workflow, a financial product, a process inside the body. Our motion designers give them one, in your brand's colours and voice.\n\nGenerative tools help us explore visual styles quickly at the storyboard stage. Every frame you see in the finished film is designed and animated by our team.",
    deliverables: ["Style frames in two visual directions", "Animated storyboard (animatic) with temp voice", "Full 2D animation at 1080p or 4K", "A library of brand-ready animated elements", "Looping versions for events and displays", "Source files on request"],
  },
  {
    slug: "social-media-video", name: "Social Media Video", icon: "smartphone", scene: "devices", hue: 330, vimeo: "https://vimeo.com/534220811",
    excerpt: "Thumb-stopping vertical, square and widescreen content planned for each platform.",
    heading: "Made for the **feed**, not squeezed into it",
    description: "A widescreen film cropped to vertical is not a social strategy. We plan, shoot and edit for each platform from the start, so the hook lands in the first second and the message survives with the sound off.\n\nAI-assisted captioning and resizing let us deliver a month of variations from a single shoot day, without the quality dropping.",
    deliverables: ["A content plan built around your posting calendar", "Vertical, square and widescreen masters", "Burnt-in captions styled to your brand", "Hooks tested in three variations", "Thumbnail stills for every post", "Monthly performance review on retainer"],
  },
  {
    slug: "training-internal-comms", name: "Training & Internal Comms", icon: "graduation-cap", scene: "studio", hue: 185, vimeo: "https://vimeo.com/398201443",
    excerpt: "Learning films and internal messages that staff actually finish watching.",
    heading: "Training people **want** to finish",
    description: "Compliance training does not have to feel like a punishment. We work with your L&D team to turn policy into short, memorable scenes with real people and clear outcomes.\n\nWe can produce multilingual versions with AI-assisted translation that is always checked by a native speaker before it reaches your staff.",
    deliverables: ["Learning objectives mapped to each module", "Presenter-led or scenario-based films", "SCORM-ready exports for your LMS", "Chapters and on-screen knowledge checks", "Translated and subtitled versions", "Quarterly refresh of time-sensitive content"],
  },
  {
    slug: "testimonial-case-study-video", name: "Testimonial & Case Study Video", icon: "message-square-quote", scene: "interview", hue: 25, vimeo: "https://vimeo.com/455612370",
    excerpt: "Your customers telling your story, honestly and on camera.",
    heading: "Let your **customers** do the talking",
    description: "Nothing persuades like a peer. We interview your customers in a relaxed, conversational style so they sound like themselves, not like a script.\n\nTranscripts are ready within the hour thanks to automated transcription, so you can pick the quotes for your case study page while we edit the film.",
    deliverables: ["Pre-interview call with each customer", "On-location filming with two cameras", "A two-minute case study film", "Three short quote clips for sales teams", "A written case study drafted from the transcript", "Approval workflow your customer can sign off"],
  },
];
