// A local Netlify build plugin (listed in netlify.toml): keeps what makes the next build fast
// between builds with Netlify's own build cache (utils.cache), as Netlify's framework plugins do.
// Before the build it restores; after a deploy that succeeded it saves. A failed build or deploy
// never reaches onSuccess, so it saves nothing and the next build starts from the last good one.
import { relative } from "node:path";
import { restoreBuildCache, saveBuildCache } from "./build-cache.js";

// the publish folder (netlify.toml's publish, dist), relative to the project as utils.cache takes it
const output = (constants) => relative(process.cwd(), constants.PUBLISH_DIR) || ".";

export const onPreBuild = async ({ utils, constants }) => {
  const options = { output: output(constants), fetching: Boolean(process.env.STORYBLOK_TOKEN) };
  for (const line of await restoreBuildCache(utils.cache, process.cwd(), options)) console.log(line);
};

export const onSuccess = async ({ utils, constants }) => {
  console.log(await saveBuildCache(utils.cache, process.cwd(), { output: output(constants), fetched: Boolean(process.env.STORYBLOK_TOKEN) }));
};
