import { describe, expect, it } from "vitest";
import { buildInMemory, makeContentDir, pageHtml, story } from "../helpers/content";

describe("MeetTheTeam", () => {
  it("renders each member's square portrait, name, role and bio, with initials where there is no portrait", async () => {
    const result = await buildInMemory(
      await makeContentDir([
        story({
          full_slug: "about",
          content: {
            component: "page",
            body: [
              {
                _uid: "t",
                component: "meet_the_team",
                heading: "Meet the team",
                text: "The people you will work with.",
                members: [
                  {
                    _uid: "m1",
                    component: "team_member",
                    name: "Maya Brennan",
                    role: "Creative Director",
                    bio: "Twenty years in documentary.",
                    image: { filename: "https://a.storyblok.com/f/1/800x800/abc/maya.jpg", alt: "", focus: "400x320:401x321" },
                  },
                  { _uid: "m2", component: "team_member", name: "Tom Achebe", role: "Head of Production" },
                ],
              },
            ],
          },
        }),
      ]),
    );
    const html = pageHtml(result, "/about");
    expect(html).toContain('<h2 class="team__heading">Meet the team</h2>');
    expect(html).toContain('alt="Portrait of Maya Brennan"');
    expect(html).toContain("/m/800x800/filters:quality(75):focal(400x320:401x321)");
    expect(html).toContain('<h3 class="team__name">Maya Brennan</h3>');
    expect(html).toContain('<p class="team__role">Creative Director</p>');
    expect(html).toContain('<p class="team__bio">Twenty years in documentary.</p>');
    expect(html).toContain('<span class="team__initials" aria-hidden="true">TA</span>');
  });
});
