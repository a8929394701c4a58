import { TRUST_TEXTS } from '@reformas/i18n-es';

/**
 * '✓ Correo verificado' beside what a card or page already shows of its owner or author, for a confirmed address
 * (the API's `emailVerified`). Inline, with no space of its own until it shows: nothing moves. Styled by
 * styles/board.css.
 */
export function EmailVerifiedMark({ emailVerified }: { emailVerified: boolean }) {
  return emailVerified ? (
    <span className="email-verified" role="img" aria-label={TRUST_TEXTS.emailVerified}>
      ✓ {TRUST_TEXTS.emailVerified}
    </span>
  ) : null;
}
