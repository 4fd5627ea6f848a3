import type * as ESTree from 'estree';

/** A node of Vite's parser (ESTree, with the source offsets the edits need). */
export type Node = ESTree.Node & { start: number; end: number };

/** Whether the code right before `at` is a `#__PURE__` annotation (the parser keeps no comments on its nodes). */
const annotatedPure = (code: string, at: number) => /\/\*\s*[#@]__PURE__\s*\*\/\s*$/.test(code.slice(Math.max(0, at - 40), at));

/** Whether evaluating `node` can do nothing but read: literals, reads of properties, objects, `#__PURE__` calls. */
function onlyReads(code: string, node: ESTree.Node | null | undefined): boolean {
  if (!node) return true;
  const reads = (child: ESTree.Node | null | undefined) => onlyReads(code, child);
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return node.expressions.every(reads);
    case 'MemberExpression':
      return reads(node.object) && (!node.computed || reads(node.property));
    case 'UnaryExpression':
      return node.operator !== 'delete' && reads(node.argument);
    case 'BinaryExpression':
      return reads(node.left) && reads(node.right);
    case 'ArrayExpression':
      return node.elements.every(reads);
    case 'SpreadElement':
      return reads(node.argument);
    case 'ObjectExpression':
      return node.properties.every((property) =>
        property.type === 'SpreadElement' ? reads(property.argument) : property.kind === 'init' && !property.method && (!property.computed || reads(property.key)) && reads(property.value),
      );
    case 'CallExpression':
      return annotatedPure(code, (node as Node).start) && reads(node.callee) && node.arguments.every(reads);
    default:
      return false;
  }
}

/**
 * What a precompiled style module keeps of its style objects once their CSS is text: constants nobody reads any
 * more, and bare expressions (`const disabledStyles = { color: tokens.colorNeutralForegroundDisabled, ...
 * shorthands.borderColor(…) }`, `` `${tokens.strokeWidthThin}`; ``). The bundler keeps them (a property read
 * might run a getter), and with them Fluent's whole `tokens` object (≈ 3 kB gz) and Griffel's shorthands: their
 * source ranges, to remove. Only top-level, unexported statements that do nothing but read.
 */
export function leftoverStyleValues(code: string, program: ESTree.Program): [number, number][] {
  const identifiers: { name: string; start: number }[] = [];
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(collect);
    const typed = node as Node;
    if (typed.type === 'Identifier') identifiers.push({ name: typed.name, start: typed.start });
    for (const value of Object.values(typed)) if (value && typeof value === 'object') collect(value);
  };
  collect(program.body);
  const removed: [number, number][] = [];
  const isRemoved = (at: number) => removed.some(([start, end]) => at >= start && at < end);
  let changed = true;
  while (changed) {
    changed = false;
    for (const statement of program.body as (ESTree.Program['body'][number] & Node)[]) {
      if (isRemoved(statement.start)) continue;
      let dead = false;
      if (statement.type === 'ExpressionStatement') dead = onlyReads(code, statement.expression);
      else if (statement.type === 'VariableDeclaration' && statement.declarations.length === 1) {
        const [declaration] = statement.declarations;
        if (declaration!.id.type === 'Identifier' && onlyReads(code, declaration!.init)) {
          const { name, start } = declaration!.id as ESTree.Identifier & Node;
          dead = !identifiers.some((identifier) => identifier.name === name && identifier.start !== start && !isRemoved(identifier.start));
        }
      }
      if (dead) {
        removed.push([statement.start, statement.end]);
        changed = true;
      }
    }
  }
  return removed;
}
