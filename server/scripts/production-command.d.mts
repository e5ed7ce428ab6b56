export function productionCommand(script?: string): { nodeFlags: string[]; entry: string };
