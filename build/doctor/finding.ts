// What npm run doctor says about one setting: one line, naming the setting, what is wrong and
// what to do. "missing" and "wrong" make the deployment not ready (exit 1); a "warning" works but
// is probably not meant; "unchecked" is a check that needed a service it could not reach.
export type Status = "ok" | "missing" | "wrong" | "warning" | "unchecked";

export interface Finding {
  status: Status;
  /** the setting (an environment variable) or what several settings share ("Storyblok space") */
  name: string;
  message: string;
}

export type Settings = Readonly<Record<string, string | undefined>>;

export const finding = (status: Status, name: string, message: string): Finding => ({ status, name, message });

/** A setting's value with the whitespace Netlify's form keeps around it dropped; undefined when empty. */
export function setting(settings: Settings, name: string): string | undefined {
  const value = settings[name]?.trim();
  return value ? value : undefined;
}

/** Where a deployment's settings are set: said in every line that asks for one. */
export const IN_NETLIFY = "in Netlify (Site configuration → Environment variables)";
