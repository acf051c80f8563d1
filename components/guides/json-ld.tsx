import { serializeJsonLd } from "@/lib/guides";

/** schema.org structured data for search engines, escaped so no "<" can end the script early. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
