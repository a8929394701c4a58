import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@reformas/web-core';
import { aProject } from '@reformas/web-core/testing';
import { photoOf } from '@reformas/shared-types/photos';
import { BoardCard } from './board.card';
import { boardCardElement } from './board-card.dom';

/** The React card as the page renders it, parsed into a DOM node. */
function reactCard(project: ReturnType<typeof aProject>, first: boolean): Element | null {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <BoardCard project={project} first={first} />
    </MemoryRouter>,
  );
  // React's server renderer puts a preload of a high-priority image before it: only the card is compared.
  return holder.querySelector('article');
}

describe("the /projects frame's cards, drawn before the remote loads", () => {
  it('are the page’s board cards, node for node, with and without a photo, first or not, author confirmed or not', () => {
    const withPhoto = aProject({
      id: 41,
      description: 'Cambiar bañera por plato de ducha & "alicatar" <de nuevo>',
      photos: [photoOf('a1b2c3d4')],
      emailVerified: true,
    });
    const plain = aProject({ id: 42, description: null, photos: [] });
    for (const [project, first] of [
      [withPhoto, true],
      [withPhoto, false],
      [plain, false],
    ] as const) {
      const built = boardCardElement(project, first);
      const expected = reactCard(project, first);
      expect(built.outerHTML).toBe(expected?.outerHTML);
      expect(expected && built.isEqualNode(expected)).toBe(true);
    }
  });
});
