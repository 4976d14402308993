import type { SeedResult } from '#server/seed/seed.ts';
import { type LoadFigures, type LoadRequest, measureLoad } from './load.ts';
import { type RequestSpec, type Role, scenarios, signInRequest } from './scenarios.ts';

export type ScenarioFigures = ({ available: true } & LoadFigures) | { available: false; reason: string };

/** Runs a scenario's load, and may measure something else while it runs. */
export type AroundLoad = (scenario: string, load: () => Promise<LoadFigures>) => Promise<LoadFigures>;

/** Every scenario against one running server; an operation this build lacks is 'not available'. */
export async function runScenarios(
  baseUrl: string,
  seed: SeedResult,
  seconds: number,
  log: (message: string) => void,
  around: AroundLoad = (_scenario, load) => load(),
): Promise<Record<string, ScenarioFigures>> {
  const figures: Record<string, ScenarioFigures> = {};
  for (const scenario of scenarios) {
    log(scenario.name);
    const cookie = await signIn(baseUrl, scenario.role);
    if (cookie === null) {
      figures[scenario.name] = { available: false, reason: `no ${scenario.role} sign-in in this build` };
      continue;
    }
    const request = toLoadRequest(baseUrl, await scenario.request(seed), cookie);
    const probe = await fetch(`${baseUrl}${request.path}`, request);
    await probe.body?.cancel();
    if (probe.status === 404) {
      figures[scenario.name] = { available: false, reason: `${request.method} ${request.path} answers 404` };
      continue;
    }
    const loaded = await around(scenario.name, () => measureLoad(baseUrl, request, seconds));
    figures[scenario.name] = { available: true, ...loaded };
  }
  return figures;
}

export function toLoadRequest(baseUrl: string, spec: RequestSpec, cookie: string | undefined): LoadRequest {
  const headers: Record<string, string> = { origin: baseUrl };
  if (cookie) headers.cookie = cookie;
  const request: LoadRequest = {
    method: spec.method,
    path: spec.path,
    headers,
    idReplacement: spec.uniqueIds,
  };
  if (spec.body === undefined) return request;
  headers['content-type'] = 'application/json';
  return { ...request, body: JSON.stringify(spec.body) };
}

/** The session cookie for `role` (undefined for anonymous), or null when this build cannot sign it in. */
export async function signIn(baseUrl: string, role: Role): Promise<string | undefined | null> {
  if (role === 'anonymous') return undefined;
  const request = toLoadRequest(baseUrl, await signInRequest(role), undefined);
  const response = await fetch(`${baseUrl}${request.path}`, request);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${role} sign-in answered ${response.status}`);
  return response.headers.getSetCookie()[0]?.split(';')[0];
}
