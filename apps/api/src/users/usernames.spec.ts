import { newUsername } from './usernames';

describe('newUsername', () => {
  it('is the first name and the initial of the second, and six random characters', () => {
    expect(newUsername('Lucía Fernández')).toMatch(/^lucia-f-[a-z2-9]{6}$/);
    expect(newUsername('Ñoño')).toMatch(/^nono-[a-z2-9]{6}$/);
    expect(newUsername('  ')).toMatch(/^usuario-[a-z2-9]{6}$/);
  });

  it('differs for the same name', () => {
    const names = new Set(Array.from({ length: 50 }, () => newUsername('Ana Ruiz')));
    expect(names.size).toBe(50);
  });
});
