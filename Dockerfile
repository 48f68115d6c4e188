# syntax=docker/dockerfile:1
# The SCF customer portal as one image: the front end is built in the first stage, the runtime
# stage carries only what the server needs and runs it as the unprivileged user `node`.
# Build: docker build -t scf-portal .      Run: see docker-compose.yml and docs/deploy.md.

ARG NODE_VERSION=24

# ---- build: all dependencies, the front end into dist/, then drop the development packages ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node --import tsx scripts/build.ts \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the server, its production dependencies and the built front end ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./package.json
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/server ./server
# The code belongs to root and is read-only for the server; only DATA_DIR is writable.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
VOLUME ["/app/data"]
# Liveness: the process answers and reaches its database. Readiness for a load balancer is /api/ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start under an advisory lock, so several instances may start at once.
CMD ["node", "--import", "tsx", "server/main.ts"]
