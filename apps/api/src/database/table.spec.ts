import { DataSource } from 'typeorm';
import { ENTITIES } from './data-model';
import { defineTable, Table } from './table';
import { RenovationProject, renovationProjects } from '../projects/renovation-project.entity';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';

// TypeORM's metadata, built as the API builds it at start, without a database.
async function metadataOf(entity: (typeof ENTITIES)[number]) {
  const dataSource = new DataSource({ type: 'postgres', entities: ENTITIES });
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  return dataSource.getMetadata(entity);
}

describe('Table (column lists from the entity)', () => {
  it('reads every column of the entity, and leaves out select: false ones', async () => {
    const projects = new Table(await metadataOf(RenovationProject), renovationProjects);
    expect(projects.select()).toBe(
      '"id", "userId", "name", "phone", "email", "renovationType", "timeline", "postalCode", "city", "description", "createdAt", "closedAt", "closeReason", "hiredAt", "completedAt", "maxContacts", "photos", "estimate"',
    );
    const people = new Table(await metadataOf(users.entity), users);
    expect(people.select('u')).not.toContain('password');
    expect(people.select('u', ['id', 'name'])).toBe('u."id", u."name"');
    expect(people.cols(['name', 'id'], 'u')).toEqual(['u."name"', 'u."id"']);
    const profiles = new Table(await metadataOf(workerProfiles.entity), workerProfiles);
    expect(profiles.select()).not.toContain('searchText');
  });

  it('inserts and updates only the columns given, never those the database fills', async () => {
    const projects = new Table(await metadataOf(RenovationProject), renovationProjects);
    const insert = projects.insert({
      userId: 3,
      name: 'Ana',
      phone: '600000000',
      renovationType: 'kitchen',
      timeline: 'flexible',
      postalCode: '28001',
      city: 'Madrid',
      description: undefined,
      maxContacts: 5,
      photos: [],
    });
    expect(insert.text).toBe(
      'INSERT INTO "renovation_projects" ("userId", "name", "phone", "renovationType", "timeline", "postalCode", "city", "maxContacts", "photos") VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    );
    expect(insert.values).toEqual([3, 'Ana', '600000000', 'kitchen', 'flexible', '28001', 'Madrid', 5, []]);
    expect(projects.set({ city: 'Vigo', email: null }, 2)).toEqual({
      text: '"email" = $2, "city" = $3',
      values: [null, 'Vigo'],
    });
  });

  it('stops at start when a table spec disagrees with its entity', async () => {
    const metadata = await metadataOf(RenovationProject);
    expect(() => new Table(metadata, defineTable(RenovationProject, { auto: ['id'] }))).toThrow(
      /renovation_projects: the table's spec says auto \[id\]/,
    );
    expect(
      () =>
        new Table(metadata, defineTable(RenovationProject, { auto: ['id', 'createdAt'], hidden: ['phone'] })),
    ).toThrow(/hidden \[phone\]/);
  });
});
