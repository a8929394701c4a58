// Build-time constants (rspack.shared.mjs).
declare const __SUPPORT_PHONE__: string;
declare const __SUPPORT_EMAIL__: string;
declare const __BUILD_YEAR__: number;
/** Social network name → address; empty when not configured. */
declare const __SOCIAL_URLS__: Record<string, string>;
declare const __LEGAL_OWNER__: import('@reformas/i18n-es').SiteOwner;
interface Window {
  /** What was done on nodes React had not hydrated yet (index.html's inline script). */
  heldInput?: import('./held-input').HeldInput;
}
