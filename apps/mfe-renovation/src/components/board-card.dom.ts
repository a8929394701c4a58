// The board card (board.card.tsx, on web-core's ProjectCard) built with the DOM alone, for the /projects frame's
// script (pages/projects/projects.frame-script.ts): it draws the first cards before any framework has loaded, and
// the page's React cards then take their place with the same markup, so nothing changes on screen.
// board-card.dom.test.tsx holds the two markups equal.
import type { Project } from '@reformas/shared-types';
import { RENOVATION_TYPES, TIMELINES, optionLabel } from '@reformas/shared-types/options';
import { PHOTO_THUMB_SIZE } from '@reformas/shared-types/photos';
import { HOME_TEXTS, PHOTO_TEXTS, formatDate, projectTitle } from '@reformas/i18n-es';
import { emailVerifiedMarkElement } from '@reformas/web-core/frame-dom';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function fact(label: string, value: string, hidden: boolean): HTMLDivElement {
  return element(
    'div',
    {},
    element('dt', hidden ? { class: 'visually-hidden' } : {}, label),
    element('dd', {}, value),
  );
}

export function boardCardElement(project: Project, first: boolean): HTMLElement {
  const titleId = `project-${project.id}-title`;
  const title = projectTitle(project);
  const [photo] = project.photos ?? [];
  const card = element('article', { class: 'board-card', 'aria-labelledby': titleId });
  if (photo)
    card.append(
      element('img', {
        class: 'photo-thumb board-card-photo',
        src: photo.thumbUrl,
        width: String(PHOTO_THUMB_SIZE.width),
        height: String(PHOTO_THUMB_SIZE.height),
        loading: first ? 'eager' : 'lazy',
        fetchpriority: first ? 'high' : 'auto',
        decoding: 'async',
        alt: PHOTO_TEXTS.cardPhotoAlt(title),
      }),
    );
  card.append(
    element(
      'div',
      { class: 'board-card-top' },
      element(
        'span',
        { class: 'badge', 'data-category': project.renovationType },
        optionLabel(RENOVATION_TYPES, project.renovationType),
      ),
      ...emailVerifiedMarkElement(project.emailVerified),
      element('time', { datetime: project.createdAt }, formatDate(project.createdAt)),
    ),
    element('h2', { id: titleId, class: 'board-card-title' }, title),
    element(
      'dl',
      { class: 'board-facts' },
      fact('Ubicación', `${project.city}, ${project.postalCode}`, true),
      fact(HOME_TEXTS.start, optionLabel(TIMELINES, project.timeline), false),
      fact('Nombre', project.name, true),
      fact('Teléfono', project.phone, true),
    ),
    element(
      'a',
      {
        class: 'rv-button',
        'aria-describedby': titleId,
        href: `/projects/${project.id}`,
        'data-discover': 'true',
      },
      HOME_TEXTS.seeMore,
    ),
  );
  return card;
}
