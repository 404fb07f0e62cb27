// Clients, video types and sectors: one folder each, one story per entry.
import { clients, sectors, videoTypes } from "../catalogue";
import type { Tag } from "../data/taxonomy-tags";
import { clientLogo } from "../logos";
import { still } from "../media";
import { pageRoot, seo } from "../page-kit";
import { addFolder, addStory } from "../seed-space";

function addClients(): void {
  addFolder({ slug: "clients", name: "Clients", position: 40 });
  clients.forEach((client, index) => {
    const logo = clientLogo(client);
    addStory({
      fullSlug: `clients/${client.slug}`,
      name: client.name,
      folder: "clients",
      position: (index + 1) * 10,
      content: (scope) =>
        pageRoot(
          scope,
          "client",
          { seo: seo(`${client.name}: Client`, `Films we have made with ${client.name}. ${client.description}`), body: [] },
          { logo, description: client.description, website: client.website },
        ),
    });
  });
}

function addTags(folder: string, folderName: string, component: "sector" | "video_type", tags: Tag[], position: number): void {
  addFolder({ slug: folder, name: folderName, position });
  tags.forEach((tag, index) => {
    const image = still(`${component}:${tag.slug}`, tag, "thumb", { name: `${tag.slug}-header`, alt: `${tag.name}: abstract still` });
    addStory({
      fullSlug: `${folder}/${tag.slug}`,
      name: tag.name,
      folder,
      position: (index + 1) * 10,
      content: (scope) => pageRoot(scope, component, { seo: seo(`${tag.name} Videos`, tag.description, image), body: [] }, { description: tag.description, image }),
    });
  });
}

export function addTaxonomies(): void {
  addClients();
  addTags("video-types", "Video Types", "video_type", videoTypes, 50);
  addTags("sector", "Sectors", "sector", sectors, 60);
}
