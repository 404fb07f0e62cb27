// A local Netlify build plugin (listed in netlify.toml): keeps what makes the next build fast
// between builds with Netlify's own build cache (utils.cache), as Netlify's framework plugins do.
// Before the build it restores; after a deploy that succeeded it saves. A failed build or deploy
// never reaches onSuccess, so it saves nothing and the next build starts from the last good one.
import { restoreBuildCache, saveBuildCache } from "./build-cache.js";

export const onPreBuild = async ({ utils }) => {
  for (const line of await restoreBuildCache(utils.cache, process.cwd(), { fetching: Boolean(process.env.STORYBLOK_TOKEN) })) console.log(line);
};

export const onSuccess = async ({ utils }) => {
  console.log(await saveBuildCache(utils.cache, process.cwd(), { fetched: Boolean(process.env.STORYBLOK_TOKEN) }));
};
