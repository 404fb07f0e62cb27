// The dev server's inner server, in its own process so that a change under
// functions/ is picked up by starting a fresh one: the local Netlify server over
// the output folder. Prints "ready <url>" once it listens.
import { parseArgs } from "node:util";
import { startServer } from "../serve/serve";

const { values } = parseArgs({ options: { dir: { type: "string" }, content: { type: "string" } } });
const server = await startServer({ dir: values.dir!, port: 0, contentDir: values.content });
console.log(`ready ${server.url}`);
