import { copy } from '~/copy';

export function TestimonialList() {
  return (
    <div className="testimonials">
      {copy.testimonials.items.map((item) => (
        <article key={item.name} className="card testimonial">
          <figure>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <span className="testimonial__name">{item.name}</span>{' '}
              <span className="testimonial__state">{item.state}</span>
            </figcaption>
          </figure>
        </article>
      ))}
    </div>
  );
}
