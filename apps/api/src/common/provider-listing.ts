import { Column } from 'typeorm';

/**
 * What a provider's public listing holds besides its own fields, the same in a professional's profile and a
 * cleaning service: its photos and its owner's track record. Not an entity: WorkerProfile and CleaningService
 * extend it, each with its table (and its own check and index on the photos).
 */
export abstract class ProviderListing {
  // Media keys of its photos, in the order they were added: read with the row, no join; the limit is
  // kept by the one UPDATE that appends (photos.service.ts) and, as a last guard, by the check.
  @Column('text', { array: true, default: () => "'{}'" })
  photos: string[];

  // The owner's track record (provider_stats), copied onto the row by triggers in the transaction that changes it
  // (migration 1796200000000): the directory reads it with the row, with no join. Nothing here writes it.
  @Column({ type: 'real', nullable: true, insert: false, update: false })
  ratingAverage: number | null;

  @Column({ type: 'int', default: 0, insert: false, update: false })
  ratingCount: number;

  @Column({ type: 'int', nullable: true, insert: false, update: false })
  responseMinutes: number | null;
}
