// The social card's faces travel with the og-image function (functions/lib/social-card-fonts/,
// cut by npm run fonts:cut): they must be what a fresh cut of the installed Inter gives, and
// nothing else may sit beside them.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CARD_FACES_DIR, cutCardFaces } from "../../build/pipeline/assets/social-card-fonts";

describe("the social card's faces", () => {
  it("are committed as a fresh cut gives them (else run npm run fonts:cut)", async () => {
    const fresh = await cutCardFaces();
    expect((await readdir(CARD_FACES_DIR)).sort()).toEqual(fresh.map((face) => face.name).sort());
    for (const face of fresh) expect(Buffer.from(face.contents).equals(await readFile(join(CARD_FACES_DIR, face.name))), face.name).toBe(true);
  });
});
