// The team: a portrait (square, cropped around its focus point), name, role and
// a short bio for each member, in a grid that grows to three columns.

import { Image } from "../components/Image";
import { Reveal } from "../components/Reveal";
import { useRenderContext } from "../components/site-context";
import { useEditable } from "../components/use-editable";
import type { BlockData, BlockProps } from "./types";

const PORTRAIT_SIZES = "(min-width: 1300px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw";
const PORTRAIT_WIDTHS = [320, 480, 640, 800];
/** a gentle stagger across a row of three cards */
const STAGGER_MS = 90;

export function MeetTheTeam({ block, path, editable }: BlockProps<BlockData<"meet_the_team">>) {
  const editableItem = useEditable();
  const { warn } = useRenderContext();
  if (block.members.length === 0) {
    warn(`${path}.members`, "the team block has no members, so it renders nothing; add team members to it");
    return null;
  }
  return (
    <section {...editable} className="team section section--muted">
      <div className="container">
        {block.heading || block.text ? (
          <header className="team__intro">
            {block.heading ? <h2 className="team__heading">{block.heading}</h2> : null}
            {block.text ? <p className="team__text">{block.text}</p> : null}
          </header>
        ) : null}
        <ul className="team__members">
          {block.members.map((member, i) => (
            <Reveal as="li" key={member._uid} editable={editableItem(member)} className="team__member" delayMs={(i % 3) * STAGGER_MS}>
              <div className="team__portrait">
                {member.image ? (
                  <Image asset={member.image} sizes={PORTRAIT_SIZES} widths={PORTRAIT_WIDTHS} aspect={1} alt={`Portrait of ${member.name}`} />
                ) : (
                  <span className="team__initials" aria-hidden="true">
                    {initials(member.name)}
                  </span>
                )}
              </div>
              <h3 className="team__name">{member.name}</h3>
              {member.role ? <p className="team__role">{member.role}</p> : null}
              {member.bio ? <p className="team__bio">{member.bio}</p> : null}
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A member without a portrait still gets a recognisable tile. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}
