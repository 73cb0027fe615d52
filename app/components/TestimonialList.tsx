import { useCopy } from '~/copy/context';
import { SHOWN_REVIEWS } from '~/reviews/limits';
import { stateName } from '~/reviews/us-states';
import type { ShownReview } from '../../server/reviews/store';

/**
 * The three cards of /testimonials and of the home page (docs/product.md, "Testimonials from real
 * clients"; decision 145): the newest published reviews, as their clients wrote them (as text),
 * then, while fewer than three are published, the examples of the catalogue to fill the three,
 * each marked with the visible word "Example" (FTC 16 CFR 465: an invented review is never shown
 * as a client's).
 */
export function TestimonialList({ reviews }: { reviews: readonly ShownReview[] }) {
  const copy = useCopy();
  const text = copy.testimonials;
  const shown = reviews.slice(0, SHOWN_REVIEWS);
  const examples = text.items.slice(0, Math.max(0, SHOWN_REVIEWS - shown.length));
  const cards = [
    ...shown.map((review) => ({
      key: `review-${review.id}`,
      quote: review.body,
      name: review.shownName,
      state: stateName(review.state),
      example: false,
    })),
    ...examples.map((item) => ({
      key: `example-${item.name}`,
      quote: item.quote,
      name: item.name,
      state: item.state,
      example: true,
    })),
  ];
  return (
    <>
      <div className="testimonials">
        {cards.map((card) => (
          <article key={card.key} className="card testimonial">
            {card.example ? <p className="testimonial__example">{text.example}</p> : null}
            <figure>
              <blockquote>
                <p>{card.quote}</p>
              </blockquote>
              <figcaption>
                {/* The initial is drawn by CSS (with empty alt text): decoration, not caption. */}
                <span className="testimonial__name" data-initial={card.name.charAt(0)}>
                  {card.name}
                </span>{' '}
                <span className="testimonial__state">{card.state}</span>
              </figcaption>
            </figure>
          </article>
        ))}
      </div>
      {examples.length > 0 ? <p className="testimonials__note">{text.examplesNote}</p> : null}
    </>
  );
}
