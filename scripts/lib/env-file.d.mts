/** Node arguments that load `<dir>/.env`, or none when there is no such file. */
export function envFileArgs(dir?: string): string[];
