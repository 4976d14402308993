import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const client = (path: string) => resolve('src/client', path);
// React DOM loads beside start-app and is evaluated in a task of its own, and Vite's helpers (ids
// starting with \0) are shared with the entry.
const apart = /^\0|node_modules[\\/](react-dom|scheduler)[\\/]/;
// A package's index that re-exports all of it (lucide-react, radix-ui) lists every part before tree
// shaking, so which parts a page uses is not known here: they stay where Rolldown puts them.
const isBarrel = (imports: readonly string[]) => imports.length > 30;

/**
 * Names chunks for modules the lazy pages share, which would otherwise arrive in small files of their
 * own (each small file costs its own compression and import list): what the app's client (start-app)
 * shares with a light one (the sign-in cards', start-sign-in, or the link pages', start-link-page), what
 * only the app imports, what both light clients import and the app does not, what only one of them
 * imports (with what both cards' pages, or both link pages, import), and what the account layout imports.
 * A module that reaches a barrel stays out, and so does nothing it imports, so no chunk imports a page's
 * chunk back.
 */
export function sharedChunks(): (id: string, graph: ModuleGraph) => string | null {
  let chunks: Map<string, string> | undefined;
  return (id, graph) => {
    chunks ??= sharedChunksOf(graph);
    return chunks.get(id) ?? null;
  };
}

function sharedChunksOf(graph: ModuleGraph): Map<string, string> {
  const importsOf = (id: string) =>
    (graph.getModuleInfo(id)?.importedIds ?? []).filter((next) => !apart.test(next));
  const reachesBarrel = new Map<string, boolean>();
  function barrelReached(id: string): boolean {
    const known = reachesBarrel.get(id);
    if (known !== undefined) return known;
    reachesBarrel.set(id, false);
    const imports = importsOf(id);
    const reaches = isBarrel(imports) || imports.map(barrelReached).some(Boolean);
    reachesBarrel.set(id, reaches);
    return reaches;
  }
  /** What `root` imports statically, through every module but a barrel, that reaches no barrel. */
  function sharedBy(root: string): Set<string> {
    const visited = new Set<string>();
    const pending = importsOf(root);
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (visited.has(id)) continue;
      visited.add(id);
      const imports = importsOf(id);
      if (!isBarrel(imports)) pending.push(...imports);
    }
    return new Set([...visited].filter((id) => !barrelReached(id)));
  }

  const chunks = new Map<string, string>();
  const portal = sharedBy(client('app/pages/portal-page.tsx'));
  const account = [
    ...sharedBy(client('app/layouts/account-layout.tsx')),
    ...[...sharedBy(client('app/pages/admin-page.tsx'))].filter((id) => portal.has(id)),
  ];
  const customerSignIn = sharedBy(client('app/sign-in/customer-sign-in.tsx'));
  const signIn = new Set([
    ...sharedBy(client('app/sign-in/start-sign-in.tsx')),
    ...[...sharedBy(client('app/sign-in/admin-sign-in.tsx'))].filter((id) => customerSignIn.has(id)),
  ]);
  const confirmEmailPage = sharedBy(client('app/pages/confirm-email-page.tsx'));
  const linkPage = new Set([
    ...sharedBy(client('app/link-pages/start-link-page.tsx')),
    ...[...sharedBy(client('app/pages/reset-password-page.tsx'))].filter((id) => confirmEmailPage.has(id)),
  ]);
  for (const id of account) chunks.set(id, 'account-shared');
  for (const id of linkPage) chunks.set(id, 'link-page-shared');
  for (const id of signIn) chunks.set(id, linkPage.has(id) ? 'light-shared' : 'sign-in-shared');
  for (const id of sharedBy(client('app/start-app.tsx'))) {
    chunks.set(id, signIn.has(id) || linkPage.has(id) ? 'client-shared' : 'start-app-shared');
  }
  return chunks;
}
