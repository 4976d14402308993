import { posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * For each chunk, the chunks it reaches only through others: the rest of its static import graph, in
 * the order a depth-first walk of its imports meets them.
 */
export function transitiveImports(importsOf: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  function graphOf(chunk: string): Set<string> {
    const graph = new Set<string>();
    const walk = (from: string) => {
      for (const next of importsOf.get(from) ?? []) {
        if (graph.has(next) || !importsOf.has(next)) continue;
        graph.add(next);
        walk(next);
      }
    };
    walk(chunk);
    return graph;
  }
  return new Map(
    [...importsOf].map(([chunk, imports]) => [
      chunk,
      [...graphOf(chunk)].filter((next) => next !== chunk && !imports.includes(next)),
    ]),
  );
}

/**
 * Adds to every chunk of the client build an import of each chunk in the rest of its graph (what Rollup's
 * `hoistTransitiveImports` does for entry chunks), so the browser fetches a lazy chunk's whole graph as
 * soon as the chunk arrives, without the preload links Vite would insert from script
 * (docs/decisions/no-preload-links.md). They come after the chunk's own imports, which already load
 * them, so no module runs in a different order.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const hoisted = transitiveImports(new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports])));
      for (const chunk of chunks) {
        const from = posix.dirname(chunk.fileName);
        for (const next of hoisted.get(chunk.fileName) ?? []) {
          chunk.code += `import"./${posix.relative(from, next)}";`;
        }
      }
    },
  };
}
