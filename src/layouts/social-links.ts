// The social profiles from site settings, in a fixed order, each only when set
// (spec 2). A value that is not an http(s) address is reported and left out.

import type { Brand } from "../components/BrandIcon";
import type { SettingsContent } from "../content/settings";
import { safeUrl } from "../lib/safe-url";

export interface SocialLink {
  brand: Extract<Brand, "instagram" | "linkedin" | "vimeo">;
  label: string;
  href: string;
}

const PROFILES: Omit<SocialLink, "href">[] = [
  { brand: "instagram", label: "Instagram" },
  { brand: "linkedin", label: "LinkedIn" },
  { brand: "vimeo", label: "Vimeo" },
];

export function socialLinks(settings: Pick<SettingsContent, SocialLink["brand"]>, warn: (path: string, message: string) => void): SocialLink[] {
  return PROFILES.flatMap((profile) => {
    const raw = settings[profile.brand]?.trim();
    if (!raw) return [];
    const href = safeUrl(raw);
    if (!href || !/^https?:\/\//i.test(href)) {
      warn(`settings.${profile.brand}`, `"${raw}" is not a web address; use the full profile URL starting with https://. The ${profile.label} link is left out`);
      return [];
    }
    return [{ ...profile, href }];
  });
}
