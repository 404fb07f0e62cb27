// The fake Storyblok CDN lives in build/ so `npm run preview` can start it too; tests keep this path.
export * from "../../build/fakes/fake-storyblok";
