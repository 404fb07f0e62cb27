// Structured data for search engines. An invalid schema renders nothing (a
// broken one would be worse than none); the build warns, and a preview build
// also shows the editor an alert on the page (spec 5).
import { INVALID_JSON_LD_ALERT, parseJsonLd } from "../content/json-ld";
import { useRenderContext } from "./site-context";

/** A script element around JSON that serializeJsonLd has made safe to inline. */
export function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function JsonLd({ source, path }: { source: string; path: string }) {
  const { preview, warn } = useRenderContext();
  const result = parseJsonLd(source);
  if (result.ok) return <JsonLdScript json={result.json} />;
  warn(path, `${result.reason}; it is left out of the page`);
  if (!preview) return null;
  return (
    <div className="container">
      <p className="json-ld-alert" role="alert">
        {INVALID_JSON_LD_ALERT}
      </p>
    </div>
  );
}
