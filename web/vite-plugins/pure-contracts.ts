import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number };
type Declarator = Node & { init: Node | null };
type Statement = Node & { declaration?: Statement | null; declarations?: Declarator[] };

/**
 * Lets the production build leave out the contracts' zod schemas a page does not use.
 *
 * `@portal/contracts` builds its schemas at module level (`export const XSchema = z.object(...)`).
 * Rollup cannot prove a zod call free of side effects, so a page that imports only a constant
 * (ErrorCode, CATEGORY_ROUTE, TRIAL_TYPE) from a contracts module used to get every schema of that
 * module and all of zod with it. This wraps each module-level `const x = <call>` of the contracts in
 * `/* @__PURE__ *\/ (() => <call>)()`, which Rollup drops when `x` is unused and keeps, unchanged in
 * behaviour, when it is used. It relies on the contracts computing values only at module level (no
 * registration or other side effect in a declaration's initialiser). The package's `sideEffects:
 * false` lets Rollup skip the contracts modules a page does not import from at all.
 */
export function pureContracts(): Plugin {
  return {
    name: 'portal:pure-contracts',
    apply: 'build',
    // After esbuild has turned the TypeScript into JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id) || /\.test\.ts$/.test(id))
        return null;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const d of declaration.declarations ?? []) {
          if (d.init?.type === 'CallExpression') inits.push(d.init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      // From the end, so the earlier offsets stay valid. Text is only inserted, never moved: the
      // existing source map stays right but for the columns after an insertion on the same line.
      for (const init of inits.reverse()) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => ${out.slice(init.start, init.end)})()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
