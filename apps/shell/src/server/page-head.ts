// The head of a server-rendered page, from what its route's `head` computed. Provisional: the title only.
import { escapeAttr } from './page-document';

export type RenderedHead = { title: string; status?: number };

export const headHtml = (head: RenderedHead, _origin: string) => `<title>${escapeAttr(head.title)}</title>`;
