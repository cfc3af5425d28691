// Rich text written by editors: the API sends it as sanitised HTML (backend/lib/markdown.py).
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`prose-content max-w-3xl text-base ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with nh3.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
