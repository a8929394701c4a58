import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { defineTable } from '../database/table';

/**
 * One failure of a remote in someone's browser, reported by the shell (docs/decisions.md, "Client error reports"):
 * which remote and release, the route's pattern, load or render, the error's class name. Nothing else: no message,
 * stack, address, user agent or user. Kept 7 days (ClientErrorsService). The summary reads one remote's recent rows
 * through the index.
 */
@Entity('client_errors')
@Index('IDX_client_errors_remote_created', ['remote', 'createdAt'])
@Check('client_errors_kind_check', `"kind" IN ('load', 'render')`)
export class ClientError {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  remote: string;

  @Column('text')
  release: string;

  @Column('text')
  route: string;

  @Column('text')
  kind: string;

  @Column('text')
  errorClass: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

export const clientErrors = defineTable(ClientError, { auto: ['id', 'createdAt'] });
