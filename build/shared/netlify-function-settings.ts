// netlify.toml's [functions.<name>] settings as @netlify/build hands them to Netlify's bundler
// (zip-it-and-ship-it's own names: included_files → includedFiles), so the bench and the tests
// bundle each function with what the deploy bundles (og-image's card manifest and faces, say).
import { resolveConfig } from "@netlify/config";

export async function netlifyFunctionSettings(root = process.cwd()): Promise<Record<string, { includedFiles: string[] }>> {
  const { config } = await resolveConfig({ config: "netlify.toml", cwd: root, repositoryRoot: root, offline: true, buffer: true, context: "production" } as Parameters<
    typeof resolveConfig
  >[0]);
  const functions = (config as { functions?: Record<string, { included_files?: string[] }> }).functions ?? {};
  return Object.fromEntries(Object.entries(functions).map(([name, settings]) => [name, { includedFiles: settings.included_files ?? [] }]));
}
