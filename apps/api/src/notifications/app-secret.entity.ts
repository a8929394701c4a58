import { Column, Entity, PrimaryColumn } from 'typeorm';
import { defineTable } from '../database/table';

/** A secret the processes share, made once by the first that needs it (the unsubscribe links' signing key). */
@Entity('app_secrets')
export class AppSecret {
  @PrimaryColumn('text', { primaryKeyConstraintName: 'app_secrets_pkey' })
  name: string;

  @Column('text')
  value: string;
}

export const appSecrets = defineTable(AppSecret);
