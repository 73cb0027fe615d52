import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '~/copy/testing';
import type { ShownReview } from '../../server/reviews/store';
import { TestimonialList } from './TestimonialList';

// The three cards (decision 145): the published reviews first, as written, then the examples,
// each marked "Example" ("Ejemplo"), with a sentence saying what the mark means.

const review = (id: number, body: string): ShownReview => ({
  id,
  body,
  shownName: `Client ${id}.`,
  state: 'NY',
});

function cards(reviews: readonly ShownReview[], lang: 'en' | 'es' = 'en') {
  const Page = inLanguage(lang, () => <TestimonialList reviews={reviews} />);
  const doc = new JSDOM(renderToStaticMarkup(<Page />)).window.document;
  return {
    cards: [...doc.querySelectorAll('article')].map((article) => ({
      mark: article.querySelector('.testimonial__example')?.textContent ?? null,
      quote: article.querySelector('blockquote')?.textContent ?? '',
      caption: article.querySelector('figcaption')?.textContent ?? '',
    })),
    note: doc.querySelector('.testimonials__note')?.textContent ?? null,
  };
}

describe('TestimonialList', () => {
  it('with none published: the three examples, each marked', () => {
    const shown = cards([]);
    expect(shown.cards.map((card) => card.mark)).toEqual(['Example', 'Example', 'Example']);
    expect(shown.cards[0]?.caption).toBe('Maria G. Texas');
    expect(shown.note).toBe(
      'Cards marked “Example” show the kind of review we ask for; they are not reviews from clients.',
    );
  });

  it('one published: it first, as written (markup as text), then two examples', () => {
    const shown = cards([review(7, 'Great <i>service</i>.\nThanks.')], 'es');
    expect(shown.cards.map((card) => card.mark)).toEqual([null, 'Ejemplo', 'Ejemplo']);
    expect(shown.cards[0]).toEqual({
      mark: null,
      quote: 'Great <i>service</i>.\nThanks.',
      caption: 'Client 7. New York',
    });
    expect(shown.cards[1]?.caption).toBe('Maria G. Texas');
  });

  it('three published (or more): three cards, no example, no note', () => {
    const shown = cards([review(4, 'a'), review(3, 'b'), review(2, 'c'), review(1, 'd')]);
    expect(shown.cards.map((card) => card.quote)).toEqual(['a', 'b', 'c']);
    expect(shown.cards.every((card) => card.mark === null)).toBe(true);
    expect(shown.note).toBeNull();
  });
});
