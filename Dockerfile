# vitalog: a production image of the standalone server (docs/deploy.md).
#   docker build -t vitalog .                      # the app (target "runtime", the default)
#   docker build -t vitalog-migrate --target migrate .  # the release step: npm run db:migrate
#   docker run --env-file .env -p 3000:3000 vitalog
# docker-compose.yml runs both with a PostgreSQL.

# ── deps: every dependency, for the build ──────────────────────────────────
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# ── build: next build (output: "standalone") + static files and migrations beside it
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# No production variables here: `next build` needs none (lib/env/index.ts checks them at start).
RUN npm run build

# ── migrate: the release step, run once per deploy before the new app starts ─
FROM build AS migrate
ENV NODE_ENV=production
USER node
CMD ["npm", "run", "db:migrate"]

# ── runtime: the standalone folder only, as a non-root user ────────────────
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 vitalog && useradd --system --uid 1001 --gid vitalog --no-create-home vitalog
COPY --from=build --chown=vitalog:vitalog /app/.next/standalone ./
USER vitalog
EXPOSE 3000
# /api/health is liveness (the process answers); route traffic on /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec form: node is PID 1 and gets SIGTERM itself (graceful shutdown, lib/server/shutdown.ts);
# give it time: docker stop -t 30, Kubernetes terminationGracePeriodSeconds >= 30.
CMD ["node", "server.js"]
