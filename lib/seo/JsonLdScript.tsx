/** Renders structured data as `<script type="application/ld+json">` in the server HTML. */
import { jsonLdText, type JsonLd } from './json-ld';

export function JsonLdScript({ data }: { data: JsonLd | readonly JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
