import { renderToStaticMarkup } from 'react-dom/server';
import { aWorkerProfile } from '@reformas/web-core/testing';
import { WorkerProfileHeading } from './worker-profile-heading';
import { workerProfileHeadingElement } from './worker-profile-heading.dom';

/** The React heading as the page renders it, parsed into a DOM node. */
function reactHeading(profile: ReturnType<typeof aWorkerProfile>): Element | null {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<WorkerProfileHeading profile={profile} />);
  // React's server renderer puts a preload of an eager image before it: only the heading is compared.
  return holder.querySelector('.worker-heading');
}

describe("the /worker-profiles/:id frame's heading, drawn before the remote loads", () => {
  it('is the page’s heading, node for node: with a logo (1x and 2x or one file), and the initials without one, owner confirmed or not', () => {
    for (const profile of [
      aWorkerProfile({
        companyName: 'Martínez & "Hijos" <Reformas>',
        logoUrl: '/api/media/ab12cd34-192.webp',
        emailVerified: true,
      }),
      aWorkerProfile({ companyName: 'Reformas Sol', logoUrl: 'https://cdn.example/logo.png' }),
      aWorkerProfile({ companyName: null, logoUrl: null, emailVerified: true }),
      aWorkerProfile({ companyName: '  ', logoUrl: null, username: 'ana_reformas' }),
    ]) {
      const built = workerProfileHeadingElement(profile);
      const expected = reactHeading(profile);
      expect(built.outerHTML).toBe(expected?.outerHTML);
      expect(expected && built.isEqualNode(expected)).toBe(true);
    }
  });
});
