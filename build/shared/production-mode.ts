// Imported first by every entry that renders (CLI, dev, bench, workers): React
// picks its development or production build when it is first loaded, and the
// development build renders about three times slower with identical HTML.
// An explicit NODE_ENV (the test runner sets "test") is left alone.
process.env.NODE_ENV ||= "production";
