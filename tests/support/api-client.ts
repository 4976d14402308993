import type { App } from '#server/app.ts';

export const TEST_ORIGIN = 'http://localhost';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the API like a same-origin browser tab: JSON bodies, an Origin header and a cookie jar. */
export class ApiClient {
  readonly #cookies = new Map<string, string>();

  constructor(
    private readonly app: App,
    readonly address: string,
  ) {}

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }

  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }

  put<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }

  patch<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, headers);
  }

  delete<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  /** The answer itself, to read as bytes; a Uint8Array body is sent as it is (a file's upload). */
  async fetch(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers = new Headers({ origin: TEST_ORIGIN, 'x-forwarded-for': this.address, ...extraHeaders });
    if (this.#cookies.size > 0) {
      headers.set('cookie', [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    let payload: BodyInit | undefined;
    if (body instanceof Uint8Array) {
      headers.set('content-type', 'application/octet-stream');
      headers.set('content-length', String(body.byteLength));
      payload = new Blob([new Uint8Array(body)]);
    } else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await this.app.request(`${TEST_ORIGIN}${path}`, { method, headers, body: payload });
    this.#remember(response.headers.getSetCookie());
    return response;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await this.fetch(method, path, body, extraHeaders);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson && text ? JSON.parse(text) : text) as T,
    };
  }

  #remember(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}
