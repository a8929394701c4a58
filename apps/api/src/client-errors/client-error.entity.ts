import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { defineTable } from '../database/table';

/**
 * One failure of a remote in someone's browser, reported by the shell (docs/decisions.md, "Client error reports"):
 * which remote and release, the route's pattern, load or render, the error's class name, and the reporter's bucket.
 * Nothing else: no message, stack, address, user agent or user. Kept 7 days (ClientErrorsService). The summary
 * reads one remote's recent rows through the index.
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

  // One of 65,536 buckets the sending address falls in that day (ClientErrorsService.reporterOf): the summary counts
  // distinct buckets, so one address sending many reports counts once. Not an address: each bucket holds some
  // 65,000 IPv4 addresses, and the same address lands in another bucket the next day.
  @Column('int', { default: 0 })
  reporter: number;

  @CreatedAtColumn()
  createdAt: Date;
}

export const clientErrors = defineTable(ClientError, { auto: ['id', 'createdAt'] });
