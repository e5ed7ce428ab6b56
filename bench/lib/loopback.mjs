/**
 * Whether a URL's host is this machine: the bench loads and inspects only a server on loopback
 * (a load test targets 127.0.0.1 alone). `URL.hostname` keeps an IPv6 address's brackets.
 */
export function isLoopbackHost(hostname) {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}
