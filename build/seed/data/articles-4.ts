// Insight articles, part 4: technical advice.
import type { ArticleCopy } from "./article-copy";

export const articles4: ArticleCopy[] = [
  {
    slug: "captions-and-subtitles-done-right",
    title: "Captions and Subtitles, Done Right",
    category: "Technical Advice",
    date: "2025-04-01 10:00",
    tags: ["accessibility", "captions"],
    related: ["video-on-linkedin-what-works"],
    excerpt: "Open or closed, SRT or VTT, how many words per line: a practical guide to captions that help rather than hinder.",
    look: { scene: "devices", hue: 160 },
    body: `
Captions make your video accessible to deaf and hard-of-hearing viewers, and usable by everyone watching with the sound off. Done badly, they're a wall of text. Done well, nobody notices them.

## Open or closed?

- **Open captions** are burnt into the picture. Use them on social platforms, where autoplay is muted and caption support is patchy.
- **Closed captions** are a separate file the viewer can turn on or off. Use them on your website and YouTube, where they also help search.

## File formats

Most platforms accept \`.srt\`; web players prefer \`.vtt\`. They are nearly identical:

\`\`\`vtt
WEBVTT

00:00:01.200 --> 00:00:04.000
Every January, our support team
was swamped with the same questions.
\`\`\`

## House rules we follow

1. No more than two lines, and about 37 characters per line.
2. Break lines at natural pauses, never in the middle of a name.
3. Keep each caption on screen for at least a second.
4. Describe important sounds: [door slams], [laughter].

## Where AI helps

Automatic transcription gets us 95% of the way in minutes. A person then checks every name, number and technical term, because the last 5% is where the embarrassing mistakes live. :tick:
`,
  },
  {
    slug: "recording-clean-audio-on-location",
    title: "Recording Clean Audio on Location",
    category: "Technical Advice",
    date: "2025-03-04 11:30",
    tags: ["audio", "interviews"],
    related: ["sound-design-on-a-budget"],
    excerpt: "Viewers forgive soft pictures but not bad sound. Our checklist for interviews in noisy places.",
    look: { scene: "waveform", hue: 170 },
    body: `
People will watch a slightly soft picture, but they'll switch off within seconds if the sound is muddy. Location audio is where most DIY videos fall down.

## Choose the room by ear

Before you look at the light, listen. Fridges, air conditioning, traffic and echoey walls will all end up in your recording. A carpeted meeting room beats a beautiful glass atrium every time.

## Use two microphones

- A **lavalier** (clip) mic on the speaker, hidden under clothing or a collar
- A **shotgun** mic on a boom just out of frame, as a backup and for natural tone

## Set levels properly

Aim for speech peaking around \`-12 dBFS\`, with loud laughs staying below \`-6 dBFS\`. Record a safety track 6 dB lower if your recorder allows it.

## Record a minute of silence

Ask everyone to stay still for 60 seconds and record the room. This "room tone" lets the editor patch gaps seamlessly and gives noise reduction tools something to learn from.

## Let software help, gently

AI-assisted noise reduction has become remarkably good, but push it too far and voices sound like they're underwater. Clean recording is still the best plan. :microphone:
`,
  },
  {
    slug: "lighting-an-interview-three-lights",
    title: "Lighting an Interview with Three Lights",
    category: "Technical Advice",
    date: "2025-02-11 10:00",
    tags: ["lighting", "interviews"],
    related: ["shooting-log-footage-for-better-colour"],
    excerpt: "Key, fill and backlight: the classic set-up explained, with the small tweaks that make it look modern.",
    look: { scene: "interview", hue: 30 },
    figures: { setup: { look: { scene: "studio", hue: 45 }, alt: "An interview set with a softbox key light, a bounce fill and a backlight" } },
    body: `
Three-point lighting has been around for a century because it works. Here's how we use it for interviews, and how to make it look less like the evening news.

![An interview set with a softbox key light, a bounce fill and a backlight](setup)

## The key light

Your main light, placed about 45 degrees to one side of the camera and a little above eye level. Use the largest, softest source you have; a big softbox or a light bounced off a white wall.

## The fill

Fill softens the shadows the key creates. For a modern look, use very little: a white reflector is often enough. A ratio of about 4:1 between key and fill gives shape without drama.

## The backlight

A light behind the subject, opposite the key, separates them from the background. Keep it subtle; a thin rim on the hair and shoulders is plenty.

## Three modern tweaks

1. **Light the far side of the face.** Place the key on the side away from the camera for a more cinematic look.
2. **Add practicals.** A lamp or string lights in the background adds depth and warmth.
3. **Kill the overheads.** Office ceiling lights flatten everything. Switch them off if you can.

Good lighting also makes log footage easier to grade; see our guide to [shooting in log](story:insights/shooting-log-footage-for-better-colour).
`,
  },
  {
    slug: "vertical-video-framing",
    title: "Framing for Vertical Video Without Ruining Widescreen",
    category: "Technical Advice",
    date: "2025-01-14 09:30",
    tags: ["social", "camera"],
    related: ["one-shoot-a-months-content"],
    excerpt: "How we shoot one interview for both 16:9 and 9:16, and when it's worth running two cameras instead.",
    look: { scene: "devices", hue: 320 },
    body: `
Most of our clients need every film in widescreen **and** vertical. There are three ways to get both, each with trade-offs.

## 1. Shoot wide, crop later

Shoot in 4K widescreen and crop a vertical frame from the middle. It's simple, but the vertical version only uses about a third of the sensor, and you must keep the subject central.

## 2. Frame for both at once

We put a 9:16 guide on the monitor and keep faces and key action inside the overlap. It makes widescreen compositions a little more centred, which is fine for interviews and less so for landscapes.

## 3. Run two cameras

For hero content we rig a second camera turned on its side. It doubles the data and needs a second operator, but both versions look intentional.

## A rule of thumb

| Content | Our approach |
|---|---|
| Interviews | Frame for both |
| Product close-ups | Shoot wide, crop later |
| Hero brand moments | Two cameras |

AI-assisted reframing in the edit can track a subject across a wide shot to create a vertical version, and it has got very good. We still check every shot by hand. :camera:
`,
  },
  {
    slug: "drone-rules-uk",
    title: "Drone Filming in the UK: The Rules in Plain English",
    category: "Technical Advice",
    date: "2024-11-26 10:00",
    tags: ["drone", "regulation"],
    excerpt: "What the CAA requires for commercial drone work, what it costs and what to ask your supplier.",
    look: { scene: "aerial", hue: 110 },
    body: `
Drone footage is often the shot that makes a film, but commercial drone work in the UK is tightly regulated. Here's what clients should know. This isn't legal advice; always check the current [CAA drone guidance](https://www.caa.co.uk/drones/).

## Who can fly for a business

Anyone flying for commercial purposes must be registered as an operator and hold the right competency certificate for the drone's weight and the type of flight. For most filming close to people or buildings, that means an **Operational Authorisation** from the CAA.

## Where you can fly

- Never in restricted airspace around airports without permission
- Not over crowds, and only near uninvolved people within strict distances
- Landowner permission is needed to take off and land

## What to ask your supplier

1. Can I see your Operational Authorisation and insurance certificate?
2. Who checks airspace and permissions, and when?
3. What happens if the weather stops the flight?

## Typical costs

A half-day with a qualified pilot and observer typically costs £600 to £1,200, plus permissions for complex sites. Our [drone team](story:services/drone-aerial-video) includes all of this in one price.
`,
  },
  {
    slug: "choosing-frame-rates",
    title: "24, 25, 30 or 50? Choosing a Frame Rate",
    category: "Technical Advice",
    date: "2024-10-15 11:00",
    tags: ["camera", "technical"],
    excerpt: "Why UK productions usually shoot 25fps, when to go higher, and how to avoid flickering lights.",
    look: { scene: "filmstrip", hue: 200 },
    body: `
Frame rate is one of the first settings on any shoot and one of the hardest to fix later. Here's how we choose.

## The UK default: 25fps

UK mains electricity runs at 50Hz. Shooting at 25 frames per second (with a shutter of ^1^/~50~ second) avoids the flicker that fluorescent and cheap LED lights cause at other rates. It's also the broadcast standard here.

## When we shoot 24fps

For brand films that will only be seen online, 24fps gives the slightly dreamier motion associated with cinema. We check every light on set for flicker first.

## When we shoot 50fps or higher

- **Slow motion:** 50fps played back at 25 gives smooth half-speed footage.
- **Sport and fast action:** higher rates keep movement crisp.
- **Drone footage:** a little extra smoothness helps when panning over detailed landscapes.

## What about 30fps?

30fps is standard in North America. If your film is mainly for a US audience, shoot 30fps on location, but beware of flicker under UK mains lighting.

> Pick your frame rate before the shoot and stick to it.
> Converting later always costs something in smoothness.
`,
  },
];
