import { serializeJsonLd, type JsonLdNode } from './structured-data';

/**
 * Structured data for search engines as `<script type="application/ld+json">`: a data block the browser
 * never executes, so it is allowed under `script-src 'self'` (no inline script runs).
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" data-testid="json-ld" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
