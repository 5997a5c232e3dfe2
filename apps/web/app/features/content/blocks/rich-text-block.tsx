/** Editorial HTML from the shop's own content store. */
export function RichTextBlock({ html }: { html: string }) {
  return (
    <div className="container">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content comes from the shop's own CMS tables */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
