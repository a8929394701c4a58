// The confirmed-address mark (ui/email-verified.mark.tsx) built with the DOM alone, for the frame scripts that
// draw the first cards and headings before the remotes load. The tests of the pieces that show it (card-rating,
// the board card, the profile heading) hold it equal.
import { TRUST_TEXTS } from '@reformas/i18n-es';
import { element } from './element.dom';

/** The mark for a confirmed address, else nothing to append. */
export function emailVerifiedMarkElement(emailVerified: boolean): HTMLElement[] {
  return emailVerified
    ? [
        element(
          'span',
          { class: 'email-verified', role: 'img', 'aria-label': TRUST_TEXTS.emailVerified },
          `✓ ${TRUST_TEXTS.emailVerified}`,
        ),
      ]
    : [];
}
