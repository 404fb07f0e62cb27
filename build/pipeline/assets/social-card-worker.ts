// The social card thread (build/pipeline/assets/social-card-thread.ts): draws each card it is
// sent (social-card-draw.ts) and sends back its JPEG, or why it could not be drawn.
import { parentPort } from "node:worker_threads";
import { drawSocialCard } from "./social-card-draw";
import type { CardReply, CardRequest } from "./social-card-thread";

parentPort!.on("message", async ({ id, subject, still }: CardRequest) => {
  let reply: CardReply;
  try {
    reply = { id, jpeg: await drawSocialCard(subject, still) };
  } catch (error) {
    reply = { id, failure: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
