/** Types of nginx.mjs for the TypeScript tests. */
export const templatePath: string;
export const nginxBinary: string;
export function renderTemplate(template: string, values: Record<string, string | number>): string;
export function nginxInstalled(): boolean;
