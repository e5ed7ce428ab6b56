/**
 * Whether a URL's host is this machine: `npm run web` starts an API server only there, and the
 * bench loads and inspects only a server on loopback (a load test targets 127.0.0.1 alone).
 * `URL.hostname` keeps an IPv6 address's brackets.
 */
export function isLoopbackHost(hostname) {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}
