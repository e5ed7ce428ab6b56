import { register } from 'node:module';

/** Registers a resolve hook so `import('drizzle-orm…')` from anywhere resolves from server/. */
const serverPackage = new URL('../package.json', import.meta.url).href;

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(serverPackage)} });
      }
      return next(specifier, context);
    }
  `)}`,
);
