// Build-time constants (rspack.shared.mjs).
declare const __SUPPORT_PHONE__: string;
declare const __SUPPORT_EMAIL__: string;
declare const __BUILD_YEAR__: number;
