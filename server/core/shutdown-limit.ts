/**
 * How long a stopping server may take to close its connections and its database before it forces
 * its exit (server/main.ts). Whatever stops a server from outside (scripts/lib/spawn-server.ts)
 * waits longer than this, so a slow stop ends with the server's own log line, not a silent kill.
 */
export const SHUTDOWN_LIMIT_MS = 10_000;
