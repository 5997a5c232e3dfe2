import { storefrontImages } from '@shop/contracts';
import { MediaImage } from '../../components/ui/media-image.tsx';

const heroImage = storefrontImages.categoryHero;

/**
 * The picture's width in CSS pixels per breakpoint: the band's width, or four times its height where the
 * 4:1 picture covering the band is wider than the band (phones, `_content.scss`'s `.category-hero`).
 */
const heroSizes =
  '(min-width: 1920px) 1720px, (min-width: 1366px) 1300px, (min-width: 1024px) 984px, (min-width: 768px) 720px, (min-width: 576px) 680px, 560px';

/**
 * A category page's heading over its lifestyle picture (ADR 65): a low band whose height is set by the
 * stylesheet, so the picture never moves the list, and the largest paint of the first screen, so it is
 * fetched first. The picture is decorative (the heading names the category), hence the empty alt.
 */
export function CategoryHero({ title, image }: { title: string; image: string | null | undefined }) {
  if (!image) return <h1 className="page-title">{title}</h1>;
  return (
    <div className="category-hero">
      <MediaImage
        path={image}
        alt=""
        width={heroImage.width}
        height={heroImage.height}
        widths={heroImage.widths}
        sizes={heroSizes}
        className="category-hero__image"
        priority
      />
      <h1 className="category-hero__title">{title}</h1>
    </div>
  );
}
