export const INSTALL_COMMAND: string;
/** What is missing for `npm test` beyond node_modules, one line each (empty when nothing is). */
export function missingPrerequisites(env?: Record<string, string | undefined>, nodeVersion?: string): Promise<string[]>;
