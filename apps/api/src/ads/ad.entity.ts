import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { NullableColumn } from '../database/columns';
import { defineTable } from '../database/table';

/** A sponsored entry of the 'Servicios recomendados' panel. */
@Entity('ads')
@Check('ads_priority_check', `priority = ANY (ARRAY['primary'::text, 'secondary'::text])`)
export class Ad {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_ads_category')
  @Column('text')
  category: string;

  @Column('text')
  title: string;

  @Column('text')
  description: string;

  @Column('text')
  company: string;

  @Column('text')
  ctaText: string;

  @Column('text')
  ctaUrl: string;

  @NullableColumn('text')
  phone: string | null;

  @Column('text')
  priority: 'primary' | 'secondary';

  @Column('int', { default: 0 })
  sortOrder: number;
}

export const ads = defineTable(Ad, { auto: ['id'] });
