import { DEFAULT_INPUT, estimate } from '../pricing/calculator-pricing';
import { toHandoff } from './calculator-handoff';

describe('toHandoff', () => {
  it('passes the total, every priced item and a ready-made description to /create-post', () => {
    const handoff = toHandoff(estimate({ ...DEFAULT_INPUT, wallFinish: 'tiles' }));
    expect(handoff.total).toBe(5350);
    expect(handoff.totalText).toMatch(/^5350\s€$/);
    expect(handoff.items).toEqual([
      { label: 'Paredes y techos: Alicatado (10 m²)', amount: 500 },
      { label: 'Puertas (6)', amount: 2100 },
      { label: 'Ventanas (4)', amount: 1400 },
      { label: 'Instalación eléctrica (10 m²)', amount: 600 },
      { label: 'Puntos de fontanería (5)', amount: 750 },
    ]);
    const lines = handoff.description.split('\n');
    expect(lines[0]).toMatch(/^Presupuesto estimado con la calculadora: 5350\s€\.$/);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^- Paredes y techos: Alicatado \(10 m²\): 500\s€$/);
  });
});
