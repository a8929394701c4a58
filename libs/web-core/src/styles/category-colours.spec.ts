import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENOVATION_TYPE_VALUES } from '@reformas/shared-types/options';

// The category colours live only in board.css (by data-category): every app draws its badges from there.
const css = readFileSync(join(__dirname, 'board.css'), 'utf8');
const colourOf = (category: string) =>
  new RegExp(`\\[data-category='${category}'\\]\\s*\\{\\s*--badge-color:\\s*(#[0-9a-f]{6});`).exec(css)?.[1];

describe('category colours (board.css)', () => {
  it('gives each renovation category but "other" a colour of its own', () => {
    const coloured = RENOVATION_TYPE_VALUES.filter((v) => v !== 'other');
    const colours = coloured.map(colourOf);
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(coloured.length);
    expect(colours).not.toContain('#6b7280');
  });

  it('leaves any other value in the neutral grey of the badge', () => {
    expect(colourOf('other')).toBeUndefined();
    expect(css).toMatch(/\.badge \{[^}]*--badge-color: #6b7280;/);
  });
});
