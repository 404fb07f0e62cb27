// Client logos in a ruled grid. Logos are pictures of names, so each keeps its
// alt text (the client's name) for screen readers.
import { Image } from "../components/Image";
import { Reveal } from "../components/Reveal";
import { useRenderContext } from "../components/site-context";
import type { BlockData, BlockProps } from "./types";

const LOGO_SIZES = "280px";
const LOGO_WIDTHS = [280, 560];

export function LogoGrid({ block, path, editable }: BlockProps<BlockData<"logo_grid">>) {
  const { warn } = useRenderContext();
  if (block.logos.length === 0) {
    warn(`${path}.logos`, "the logo grid has no logos, so it renders nothing; add logo images to it");
    return null;
  }
  block.logos.forEach((logo, i) => {
    if (!logo.alt) warn(`${path}.logos[${i}].alt`, "this logo has no alt text, so screen readers skip it; set the client's name as the asset's alt text");
  });
  return (
    <section {...editable} className="logo-grid section">
      <div className="container">
        {block.heading ? <h2 className="logo-grid__heading">{block.heading}</h2> : null}
        <Reveal as="ul" className="logo-grid__logos">
          {block.logos.map((logo, i) => (
            <li key={`${logo.id ?? logo.filename}-${i}`} className="logo-grid__logo">
              <Image asset={logo} sizes={LOGO_SIZES} widths={LOGO_WIDTHS} fit="contain" />
            </li>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
