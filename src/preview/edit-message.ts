// A short notice over the preview when an edit cannot be shown in place (the editor's change is
// kept in Storyblok; reloading would only lose the page's state), replaced by the next notice and
// removed once an edit is shown again.
const ID = "preview-edit-message";

export function showEditMessage(text: string): void {
  let box = document.getElementById(ID);
  if (!box) {
    box = document.createElement("div");
    box.id = ID;
    box.setAttribute("role", "alert");
    box.style.cssText =
      "position:fixed;inset:auto 1rem 1rem auto;z-index:2147483647;max-width:28rem;padding:.75rem 1rem;background:#fff;color:#111;border:2px solid #b00020;border-radius:.25rem;font:1rem/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgb(0 0 0/.25)";
    document.body.append(box);
  }
  box.textContent = text;
}

export function clearEditMessage(): void {
  document.getElementById(ID)?.remove();
}
