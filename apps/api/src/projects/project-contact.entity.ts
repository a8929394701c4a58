import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import type { User } from '../users/user.entity';
import { UserLink } from '../users/user-link';
import { defineTable } from '../database/table';
import { RenovationProject } from './renovation-project.entity';

/**
 * A professional revealed a request's phone (POST /api/projects/{id}/contact): one row per pair, kept in
 * PostgreSQL so that every API process counts the same reveals. The key (request, professional) answers the
 * client's cap, the owner's log and the board's "already revealed" lookup for a page of ids; the second index
 * counts a professional's reveals of the last 24 hours.
 */
@Entity('project_contacts')
@Index('IDX_project_contacts_professional_created', ['professionalId', 'createdAt'])
export class ProjectContact {
  @PrimaryColumn('int', { primaryKeyConstraintName: 'PK_project_contacts' })
  projectId: number;

  @ManyToOne(() => RenovationProject, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'projectId', foreignKeyConstraintName: 'project_contacts_projectId_fkey' })
  project: RenovationProject;

  @PrimaryColumn('int', { primaryKeyConstraintName: 'PK_project_contacts' })
  professionalId: number;

  @UserLink({ column: 'professionalId', constraint: 'project_contacts_professionalId_fkey' })
  professional: User;

  @CreatedAtColumn()
  createdAt: Date;
}

export const projectContacts = defineTable(ProjectContact, { auto: ['createdAt'] });
