// A cleaning service's labels as its card shows them; plain functions (no React), shared by the card and the
// page's head drawn on the server (server-heads.ts).
import { CLEANING_SERVICE_TYPES, optionLabel, parseServiceList } from '@reformas/shared-types/options';

/** The labels of a stored serviceType: a JSON list serialised as text or a single value, unknown kept raw. */
export function serviceTypeLabels(serviceType: string | null | undefined): string[] {
  return [...new Set(parseServiceList(serviceType))].map((value) =>
    optionLabel(CLEANING_SERVICE_TYPES, value),
  );
}

/** A card shows the first few thumbnails; its viewer goes through all of them. */
export const CARD_PHOTOS = 4;
