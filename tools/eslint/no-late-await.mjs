// ESLint rule: a promise kept in a variable and awaited only after another await. While the first
// await waits, a rejection of the kept promise has no handler, and Node ends the process on it
// (issue: GET /api/projects?city=%00 stopped the API). Start concurrent work with Promise.all instead.
const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

const enclosingFunction = (node) => {
  for (let current = node.parent; current; current = current.parent) {
    if (FUNCTION_TYPES.has(current.type)) return current;
  }
  return null;
};

export const noLateAwait = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid awaiting a kept promise after another await (unhandled rejection)' },
    messages: {
      late: "'{{name}}' se inició antes de otro await y se espera después: si falla mientras tanto, nadie lo observa y Node termina el proceso. Usa Promise.all.",
    },
    schema: [],
  },
  create(context) {
    const awaitsByFunction = new Map();
    const kept = [];
    return {
      AwaitExpression(node) {
        const fn = enclosingFunction(node);
        if (!awaitsByFunction.has(fn)) awaitsByFunction.set(fn, []);
        awaitsByFunction.get(fn).push(node);
      },
      VariableDeclarator(node) {
        const init = node.init;
        if (node.id.type !== 'Identifier' || !init) return;
        if (init.type !== 'CallExpression' && init.type !== 'NewExpression') return;
        kept.push(node);
      },
      'Program:exit'() {
        for (const declarator of kept) {
          const fn = enclosingFunction(declarator);
          const awaits = awaitsByFunction.get(fn) ?? [];
          const [variable] = context.sourceCode.getDeclaredVariables(declarator);
          for (const reference of variable?.references ?? []) {
            const parent = reference.identifier.parent;
            if (parent.type !== 'AwaitExpression' || enclosingFunction(parent) !== fn) continue;
            const between = awaits.some(
              (other) =>
                other !== parent && other.range[0] > declarator.range[1] && other.range[1] <= parent.range[0],
            );
            if (between) {
              context.report({ node: parent, messageId: 'late', data: { name: variable.name } });
            }
          }
        }
      },
    };
  },
};

export default { rules: { 'no-late-await': noLateAwait } };
