import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../lib/api-client';

/**
 * A fake axios adapter: the real client (interceptors, headers, error mapping) runs, but
 * answers come from the test. No request ever leaves the process.
 */
export interface FakeReply {
  status: number;
  data?: unknown;
  /** Response headers, lower-case names (e.g. a download's content-disposition). */
  headers?: Record<string, string>;
}
type Handler = FakeReply | ((config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>);

export interface FakeCall {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
  /** The query parameters, as the caller handed them to axios. */
  params?: unknown;
}

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  apiClient.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    calls.push({
      method,
      url,
      headers: config.headers.toJSON() as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
    });
    const handler = routes[`${method} ${url}`];
    if (!handler) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const reply = typeof handler === 'function' ? await handler(config) : handler;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  return { calls };
}

/** Default for every test: any call fails like a dead network. */
export function blockNetwork(): void {
  fakeApi({});
}
