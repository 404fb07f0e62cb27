// Email addresses as the site's settings hold them: a sender "Name <address>" or a bare address,
// and comma-separated lists of recipients (as functions/lib/mail-config.ts splits them).
import * as z from "zod";

const ADDRESS = z.email();

/** The address of a sender or recipient ("Northlight <hello@example.com>" or "hello@example.com"), or null when it is none. */
export function addressOf(value: string): string | null {
  const bracketed = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  const address = (bracketed ? bracketed[1]! : value).trim();
  return ADDRESS.safeParse(address).success ? address : null;
}

export const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

export function recipients(value: string): string[] {
  return value
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}
