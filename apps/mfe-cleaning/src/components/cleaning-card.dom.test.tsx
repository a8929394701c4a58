import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@reformas/web-core';
import { aCleaningService } from '@reformas/web-core/testing';
import { photoOf } from '@reformas/shared-types/photos';
import { CleaningCard } from './cleaning.card';
import { cleaningCardElement } from './cleaning-card.dom';

/** The React card as the page renders it for a visitor, parsed into a DOM node. */
function reactCard(service: ReturnType<typeof aCleaningService>, page: boolean): Element | null {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <CleaningCard service={service} viewerId={null} page={page} />
    </MemoryRouter>,
  );
  // React's server renderer puts a preload of a high-priority image before it: only the card is compared.
  return holder.querySelector('article');
}

describe("the cleaning frames' cards, drawn before the remote loads", () => {
  it('are the page’s cleaning cards, node for node: in the directory and on the service’s page, owner confirmed or not', () => {
    const photos = ['a', 'b', 'c', 'd', 'e'].map((c) => photoOf(c.repeat(32)));
    for (const service of [
      aCleaningService({
        name: 'Limpiezas "Sol" & <Luna>',
        photos,
        ratingAverage: 4.4,
        ratingCount: 7,
        responseMinutes: 30,
        emailVerified: true,
      }),
      aCleaningService({
        description: '  ',
        hasReferences: false,
        serviceType: '',
        allowDirectContact: false,
        photos: photos.slice(0, 1),
        emailVerified: true,
      }),
      aCleaningService({ userId: null, serviceType: 'office, piscinas', availability: 'weekends' }),
    ])
      for (const page of [false, true]) {
        const built = cleaningCardElement(service, page);
        const expected = reactCard(service, page);
        expect(built.outerHTML).toBe(expected?.outerHTML);
        expect(expected && built.isEqualNode(expected)).toBe(true);
      }
  });
});
