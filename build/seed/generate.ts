// npm run seed:content — regenerates content-cache/, the embedded content of the
// fictional agency Northlight Films, as if fetched from its Storyblok space.
// Deterministic: running it twice produces identical bytes.
import { resolve } from "node:path";
import { assetJobs } from "./assets";
import { renderAssets } from "./draw-assets";
import { addAbout } from "./pages/about";
import { addCaseStudies } from "./pages/case-studies-folder";
import { addConfigStories } from "./pages/config";
import { addContact } from "./pages/contact";
import { addHomepage } from "./pages/home";
import { addHowWeWork } from "./pages/how-we-work";
import { addInsights } from "./pages/insights";
import { addLegalPages } from "./pages/legal-pages";
import { addServices } from "./pages/services";
import { addTaxonomies } from "./pages/taxonomy-folders";
import { addUtilityPages } from "./pages/utility";
import { CACHE_DIR } from "./seed-constants";
import { allLinks, allStories, spaceFile } from "./seed-space";
import { resetCache, writeContent } from "./writer";

function buildSpace(): void {
  addConfigStories();
  addHomepage();
  addAbout();
  addHowWeWork();
  addContact();
  addLegalPages();
  addUtilityPages();
  addServices();
  addCaseStudies();
  addTaxonomies();
  addInsights();
}

async function main(): Promise<void> {
  const started = performance.now();
  const root = resolve(CACHE_DIR);
  buildSpace();
  const stories = allStories();
  const links = allLinks();
  await resetCache(root);
  await writeContent(root, stories, links, spaceFile());
  const jobs = assetJobs();
  const bytes = await renderAssets(jobs, resolve(root, "assets"));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${stories.length} stories, ${links.length} links and ${jobs.length} assets (${(bytes / 1024 / 1024).toFixed(1)} MB) to ${CACHE_DIR}/ in ${seconds} s`);
}

await main();
