import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@reformas/web-core';
import { aWorkerProfile } from '@reformas/web-core/testing';
import { WorkerCard } from './worker.card';
import { workerCardElement } from './worker-card.dom';

/** The React card as the page renders it, parsed into a DOM node. */
function reactCard(profile: ReturnType<typeof aWorkerProfile>): Element | null {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <WorkerCard profile={profile} />
    </MemoryRouter>,
  );
  return holder.querySelector('article');
}

describe("the /worker-profiles frame's cards, drawn before the remote loads", () => {
  it('are the page’s directory cards, node for node: logo or initials, rated or not, with or without place, description and a confirmed address', () => {
    for (const profile of [
      aWorkerProfile({
        companyName: 'Martínez & "Hijos" <Reformas>',
        logoUrl: '/api/media/ab12cd34-192.webp',
        description: 'Reformas integrales & <baños>',
        ratingAverage: 4.6,
        ratingCount: 9,
        responseMinutes: 45,
        emailVerified: true,
      }),
      aWorkerProfile({ companyName: null, logoUrl: null, city: '', postalCode: '', description: '' }),
      aWorkerProfile({
        companyName: 'Sol',
        logoUrl: 'https://cdn.example/logo.png',
        services: 'kitchen, piscinas',
        emailVerified: true,
      }),
    ]) {
      const built = workerCardElement(profile);
      const expected = reactCard(profile);
      expect(built.outerHTML).toBe(expected?.outerHTML);
      expect(expected && built.isEqualNode(expected)).toBe(true);
    }
  });
});
