import { type Block, storefrontImages } from '@shop/contracts';
import { ContentLink } from '../../../components/ui/content-link.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';

type HeroBlockData = Extract<Block, { type: 'hero' }>;

const heroImage = storefrontImages.hero;

/** A full-width picture with heading, text and one call to action. The first hero carries the page's h1. */
export function HeroBlock({ block, isPageHeading }: { block: HeroBlockData; isPageHeading: boolean }) {
  const Heading = isPageHeading ? 'h1' : 'h2';
  return (
    <section className={`hero${block.image ? '' : ' hero--plain'}`}>
      {block.image ? (
        <div className="hero__media">
          <MediaImage
            path={block.image}
            alt={block.heading}
            width={heroImage.width}
            height={heroImage.height}
            widths={heroImage.widths}
            sizes="100vw"
            className="hero__image"
            priority={isPageHeading}
          />
        </div>
      ) : null}
      <div className="hero__content container">
        <div className="hero__panel">
          <Heading className="hero__heading">{block.heading}</Heading>
          {block.text ? <p className="hero__text">{block.text}</p> : null}
          {block.linkUrl && block.linkText ? (
            <ContentLink url={block.linkUrl} className="btn btn-primary btn-lg hero__cta">
              {block.linkText}
            </ContentLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
