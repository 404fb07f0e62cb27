// npm run fonts:cut: cuts the site's Inter faces afresh into src/styles/fonts/ (committed, so a
// build never cuts them; see build/pipeline/assets/fonts.ts) and lists them.
import { writeCutFaces } from "../pipeline/assets/fonts";

for (const name of await writeCutFaces()) console.log(`src/styles/fonts/${name}`);
