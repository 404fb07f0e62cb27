/** The sources of one directive of a Content-Security-Policy header value, or undefined when it has none. */
export const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);
