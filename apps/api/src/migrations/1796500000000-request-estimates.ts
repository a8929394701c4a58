import type { MigrationInterface, QueryRunner } from 'typeorm';

// How the calculator wrote its estimate into a request's description before it had a field of its own:
// 'Presupuesto estimado con la calculadora: 15.950 €.' and then one '- Label: 1.234 €' line per item.
const INTRO = /^Presupuesto estimado con la calculadora: ([\d.\s\u00a0\u202f]+)€\.?$/;
const ITEM = /^- (.+): ([\d.\s\u00a0\u202f]+)€$/;
const euros = (text: string) => Number(text.replace(/\D/g, ''));

/** The estimate at the head of a description and what the person wrote after it; null when there is none. */
export function splitEstimate(
  description: string,
): { total: number; items: { label: string; amount: number }[]; rest: string } | null {
  const lines = description.split('\n');
  const intro = INTRO.exec(lines[0]?.trim() ?? '');
  if (!intro) return null;
  const items: { label: string; amount: number }[] = [];
  let next = 1;
  for (; next < lines.length; next++) {
    const item = ITEM.exec(lines[next].trim());
    if (!item) break;
    items.push({ label: item[1].slice(0, 100), amount: euros(item[2]) });
  }
  const total = euros(intro[1]);
  if (items.length === 0 || items.reduce((sum, item) => sum + item.amount, 0) !== total) return null;
  return { total, items, rest: lines.slice(next).join('\n').trim() };
}

/**
 * A request's estimate gets a column of its own, out of the public description: the estimates already written
 * into descriptions move there, unshared (their authors never chose to show them). Undone, they go back.
 */
export class RequestEstimates1796500000000 implements MigrationInterface {
  name = 'RequestEstimates1796500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "renovation_projects" ADD "estimate" jsonb`);
    const rows = (await q.query(
      `SELECT "id", "description" FROM "renovation_projects" WHERE "description" LIKE 'Presupuesto estimado con la calculadora: %'`,
    )) as { id: number; description: string }[];
    for (const row of rows) {
      const split = splitEstimate(row.description);
      if (!split) continue;
      await q.query(`UPDATE "renovation_projects" SET "estimate" = $2, "description" = $3 WHERE "id" = $1`, [
        row.id,
        JSON.stringify({ total: split.total, items: split.items, shared: false }),
        split.rest || null,
      ]);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    const rows = (await q.query(
      `SELECT "id", "description", "estimate" FROM "renovation_projects" WHERE "estimate" IS NOT NULL`,
    )) as {
      id: number;
      description: string | null;
      estimate: { total: number; items: { label: string; amount: number }[] };
    }[];
    const format = (n: number) => `${new Intl.NumberFormat('es-ES', { useGrouping: true }).format(n)} €`;
    for (const row of rows) {
      const lines = [
        `Presupuesto estimado con la calculadora: ${format(row.estimate.total)}.`,
        ...row.estimate.items.map((item) => `- ${item.label}: ${format(item.amount)}`),
      ];
      const description = [lines.join('\n'), row.description ?? ''].filter(Boolean).join('\n\n');
      await q.query(`UPDATE "renovation_projects" SET "description" = $2 WHERE "id" = $1`, [
        row.id,
        description.slice(0, 2000),
      ]);
    }
    await q.query(`ALTER TABLE "renovation_projects" DROP COLUMN "estimate"`);
  }
}
