import { renderToStaticMarkup } from 'react-dom/server';
import { CardRating } from '../reviews/rating-line';
import { cardRatingElement, type CardRatingFields } from './card-rating.dom';

function reactRating(fields: CardRatingFields): Element | null {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<CardRating {...fields} />);
  return holder.querySelector('.card-rating');
}

describe("a card's rating drawn by a frame's script, before the remote loads", () => {
  it('is the page’s CardRating, node for node: rated or not, with and without a response time or a confirmed address', () => {
    for (const fields of [
      { ratingAverage: 4.46, ratingCount: 12, responseMinutes: 95, emailVerified: true },
      { ratingAverage: 2.5, ratingCount: 1, responseMinutes: null, emailVerified: false },
      { ratingAverage: null, ratingCount: 0, responseMinutes: 20, emailVerified: true },
      { ratingAverage: 5, ratingCount: 0, responseMinutes: null, emailVerified: false },
    ]) {
      const built = cardRatingElement(fields);
      const expected = reactRating(fields);
      expect(built.outerHTML).toBe(expected?.outerHTML);
      expect(expected && built.isEqualNode(expected)).toBe(true);
    }
  });

  it("ends its first line with 'Correo verificado', named, for an owner who confirmed the address", () => {
    const [line] = cardRatingElement({
      ratingAverage: null,
      ratingCount: 0,
      responseMinutes: null,
      emailVerified: true,
    }).children;
    expect(line?.lastElementChild).toHaveAttribute('aria-label', 'Correo verificado');
    expect(line?.lastElementChild).toHaveTextContent('✓ Correo verificado');
  });
});
