// Layouts that hold at every width (issue 25): grids laid out by their count
// (no lone card in a row), client names never shrunk or cut, logos drawn large
// enough for the text in them, no doubled space under a service's video, the
// gallery's featured still level with its column, and the gallery's expand badge
// visible on any image. Measured in the browser's layout, with motion reduced so
// scroll-in offsets do not move anything.
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

test.use({ reducedMotion: "reduce" });

/** Per grid on the page (at least two items), the number of items in each row. */
const gridRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".card-grid, .our-process__steps")].map((grid) => {
      const items = [...grid.children].filter((item): item is HTMLElement => item instanceof HTMLElement && item.offsetHeight > 0);
      const rows = new Map<number, number>();
      for (const item of items) rows.set(item.offsetTop, (rows.get(item.offsetTop) ?? 0) + 1);
      return { grid: grid.className, count: items.length, rows: [...rows.values()] };
    }),
  );

// home: five process steps and three recent projects; a service's three recent
// projects; a sector with five case studies
for (const path of ["/", "/services/corporate-video", "/sector/construction"]) {
  test(`no grid on ${path} leaves a lone card in a row from 640 to 1024 px`, async ({ page }) => {
    await page.goto(path);
    const seen = new Set<number>();
    for (const width of [640, 700, 768, 900, 1023, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { grid, count, rows } of await gridRows(page)) {
        if (count < 2) continue;
        seen.add(count);
        expect(
          rows.filter((n) => n === 1),
          `${grid} of ${count} at ${width} px: rows ${rows.join(" + ")}`,
        ).toEqual([]);
      }
    }
    expect(
      [...seen].some((count) => count === 3 || count === 5),
      "a set of 3 or 5 was measured",
    ).toBe(true);
  });
}

for (const path of ["/", "/case-studies/"]) {
  test(`client names on ${path} are never under 11 px nor cut, at 320 to 1920 px`, async ({ page }) => {
    await page.goto(path);
    for (const width of [320, 390, 768, 1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const marks = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".clients__item")].map((item) => {
          const mark = item.querySelector<HTMLElement>(".clients__wordmark");
          return (
            mark && {
              name: mark.textContent,
              size: Number.parseFloat(getComputedStyle(mark).fontSize),
              fits: mark.scrollWidth <= mark.clientWidth && item.scrollWidth <= item.clientWidth,
            }
          );
        }),
      );
      expect(marks.length, "clients shown").toBeGreaterThan(0);
      for (const mark of marks) {
        expect(mark, `every client is a name wordmark at ${width} px`).not.toBeNull();
        expect(mark!.size, `${mark!.name} at ${width} px`).toBeGreaterThanOrEqual(11);
        expect(mark!.fits, `${mark!.name} at ${width} px`).toBe(true);
      }
    }
  });
}

test("logos in the about page's grid are drawn at two thirds of their size or more (their text at 11 px or more)", async ({ page }) => {
  await page.goto("/about");
  for (const width of [320, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const logos = page.locator(".logo-grid__logo img");
    await expect(logos.first()).toBeVisible();
    for (const logo of await logos.all()) {
      await logo.scrollIntoViewIfNeeded();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const { drawn, natural } = await logo.evaluate((img: HTMLImageElement) => ({ drawn: img.getBoundingClientRect().width, natural: img.naturalWidth }));
      // the logos are 360 px wide wordmarks whose smallest text is 17 px: 11 / 17 of the width keeps it at 11 px
      expect(drawn, `${await logo.getAttribute("src")} at ${width} px`).toBeGreaterThanOrEqual((natural * 11) / 17 - 0.5);
    }
  }
});

test("a service's video is followed by one section's space, not two", async ({ page }) => {
  for (const width of [390, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/services/corporate-video");
    const { gap, margin } = await page.evaluate(() => {
      const block = document.querySelector(".service-video")!;
      const next = block.nextElementSibling as HTMLElement;
      const still = block.querySelector(".service-video__still")!;
      return { gap: next.getBoundingClientRect().top - still.getBoundingClientRect().bottom, margin: Number.parseFloat(getComputedStyle(next).marginTop) };
    });
    expect(margin).toBeGreaterThan(0);
    expect(Math.abs(gap - margin), `${gap} px under the video at ${width} px`).toBeLessThan(1);
  }
});

test("the gallery's featured still ends level with the last still of its column", async ({ page }) => {
  await page.goto("/case-studies/aldridge-homes-show-home-tours");
  for (const width of [768, 1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const bottoms = await page
      .locator(".gallery-grid__items--3")
      .evaluate((grid) => [...grid.querySelectorAll(":scope > .gallery-grid__item")].map((item) => item.querySelector(".gallery-grid__media")!.getBoundingClientRect().bottom));
    expect(bottoms).toHaveLength(3);
    expect(Math.abs(bottoms[0]! - bottoms[2]!), `featured ${bottoms[0]} vs column ${bottoms[2]} at ${width} px`).toBeLessThan(1);
  }
});

/** WCAG relative luminance and contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) =>
    rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

test("the gallery's expand badge stands out at 3:1 from a black, a grey or a white image", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/case-studies/aldridge-homes-show-home-tours");
  const still = page.locator(".gallery-grid .lightbox-image").first();
  const badge = still.locator(".lightbox-image__badge");
  await still.scrollIntoViewIfNeeded();
  for (const backdrop of [
    [0, 0, 0],
    [128, 128, 128],
    [255, 255, 255],
  ]) {
    // the image becomes one flat colour, the worst case of its own colour
    await still.evaluate((element, [r, g, b]) => {
      (element.querySelector("img") as HTMLImageElement).style.visibility = "hidden";
      (element as HTMLElement).style.background = `rgb(${r} ${g} ${b})`;
    }, backdrop);
    const box = (await badge.boundingBox())!;
    const margin = 6;
    const shot = await page.screenshot({ clip: { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin } });
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const scale = info.width / (box.width + 2 * margin);
    const at = (x: number, y: number) => {
      const i = (Math.round(y * scale) * info.width + Math.round(x * scale)) * 3;
      return [...data.subarray(i, i + 3)];
    };
    // along every ray out of the badge's edge some pixel stands out from the backdrop by 3:1
    const centre = { x: margin + box.width / 2, y: margin + box.height / 2 };
    for (let step = 0; step < 24; step++) {
      const angle = (step / 24) * 2 * Math.PI;
      const ratios = [-4, -3, -2, -1, 0, 1].map((offset) => {
        const r = box.width / 2 + offset;
        return contrast(at(centre.x + r * Math.cos(angle), centre.y + r * Math.sin(angle)), backdrop);
      });
      expect(Math.max(...ratios), `edge at ${Math.round((angle * 180) / Math.PI)}° on rgb(${backdrop})`).toBeGreaterThanOrEqual(3);
    }
  }
});
