import { useCopy } from '~/copy/context';

export function TestimonialList() {
  const copy = useCopy();
  return (
    <div className="testimonials">
      {copy.testimonials.items.map((item) => (
        <article key={item.name} className="card testimonial">
          <figure>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              {/* The initial is drawn by CSS (with empty alt text): decoration, not caption. */}
              <span className="testimonial__name" data-initial={item.name.charAt(0)}>
                {item.name}
              </span>{' '}
              <span className="testimonial__state">{item.state}</span>
            </figcaption>
          </figure>
        </article>
      ))}
    </div>
  );
}
