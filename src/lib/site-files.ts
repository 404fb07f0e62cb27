// Where the build writes the site-wide files the page head links to.
export const FEED_PATH = "/insights/feed.xml";
export const MANIFEST_PATH = "/site.webmanifest";
