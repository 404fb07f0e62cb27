// Copies text with the async Clipboard API, falling back to execCommand for
// browsers or contexts (http, iframes) where the API is missing or refused.
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (clipboardError) {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    if (!copied) console.error("Copy failed", clipboardError);
    return copied;
  }
}
