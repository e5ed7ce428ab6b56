export function isLoopbackHost(hostname: string): boolean;
