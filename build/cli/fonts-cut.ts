// npm run fonts:cut: cuts the site's Inter faces afresh into src/styles/fonts/ (committed, so a
// build never cuts them; see build/pipeline/assets/fonts.ts), and the social card's faces into
// functions/lib/social-card-fonts/ (build/pipeline/assets/social-card-fonts.ts), and lists them.
import { writeCutFaces } from "../pipeline/assets/fonts";
import { writeCardFaces } from "../pipeline/assets/social-card-fonts";
import { CARD_FONTS_DIR } from "../pipeline/assets/social-card-manifest";

for (const name of await writeCutFaces()) console.log(`src/styles/fonts/${name}`);
for (const name of await writeCardFaces()) console.log(`${CARD_FONTS_DIR}/${name}`);
