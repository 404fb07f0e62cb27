// The card's text is drawn by librsvg, which finds fonts through fontconfig. Netlify's function
// machines have no fonts at all (the text would come out as empty boxes), so the card's own faces,
// Inter at the two weights the card uses, travel with the function (netlify.toml included_files;
// cut by npm run fonts:cut: build/pipeline/assets/social-card-fonts.ts) and fontconfig is pointed
// at them before sharp first draws text: it reads FONTCONFIG_FILE once, on first use. The machine's
// own fonts, where it has any, stay behind them for characters Inter lacks.
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CARD_FONTS_DIR } from "../../build/pipeline/assets/social-card-manifest";
import { escapeXml } from "./social-card-svg";

let configured = false;

/** Points fontconfig at the card's faces; once a process, before the first card is drawn. */
export function pointFontconfigAtCardFonts(): void {
  if (configured) return;
  configured = true;
  const fonts = [resolve(process.cwd(), CARD_FONTS_DIR), resolve(import.meta.dirname, "social-card-fonts")].find((dir) => existsSync(dir));
  if (!fonts) {
    console.error(`[og-image] The card's fonts (${CARD_FONTS_DIR}) are not beside the function; the card's text falls back to the machine's fonts, if it has any.`);
    return;
  }
  const work = mkdtempSync(join(tmpdir(), "social-card-fonts-"));
  const config = join(work, "fonts.conf");
  writeFileSync(
    config,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      "<fontconfig>",
      `  <dir>${escapeXml(fonts)}</dir>`,
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <cachedir>${escapeXml(join(work, "cache"))}</cachedir>`,
      "</fontconfig>",
      "",
    ].join("\n"),
  );
  process.env.FONTCONFIG_FILE = config;
}
