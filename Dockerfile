# syntax=docker/dockerfile:1.10
#
# The production path (README « Production », docs/decisions/production-path.md) in images:
# - `web`: Next's standalone server (output: 'standalone'), one container per instance;
# - `worker`: the job worker (e-mails), one or more, and `npm run db:migrate`.
# Both come from one build: every instance answers the others' pages and Server Actions.
#
#   docker build --target web \
#     --secret id=database_url,env=DATABASE_URL \
#     --secret id=actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY \
#     --build-arg SITE_URL=https://www.example.fr --build-arg DEPLOYMENT_ID=$(git rev-parse --short HEAD) \
#     -t nuancier-web .
#   docker build --target worker -t nuancier-worker .
#
# Not built in this repository's CI: Docker is not available on its machines.

FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# Configuration the build bakes (lib/env.ts; scripts/lib/next-build.ts lists what it reads).
ARG SITE_URL
ARG DEPLOYMENT_ID
ARG NEXT_PUBLIC_SUPABASE_URL
ARG NEXT_PUBLIC_SUPABASE_ANON_KEY
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
ARG NEXT_PUBLIC_POSTHOG_KEY
ENV NEXT_TELEMETRY_DISABLED=1
# Secrets are mounted for this one step, never kept in a layer: the database the page shells
# are prerendered from (migrated by the build), the Server Actions key, and the Stripe keys
# whose presence switches card payment on (next.config.ts's CSP).
RUN --mount=type=secret,id=database_url,env=DATABASE_URL \
    --mount=type=secret,id=actions_key,env=NEXT_SERVER_ACTIONS_ENCRYPTION_KEY \
    --mount=type=secret,id=stripe_secret_key,env=STRIPE_SECRET_KEY \
    --mount=type=secret,id=stripe_webhook_secret,env=STRIPE_WEBHOOK_SECRET \
    npm run build

FROM node:20-slim AS web
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    TRUSTED_PROXY_HOPS=0 \
    NODE_OPTIONS="--max-semi-space-size=32 --import /app/scripts/lib/socket-address.mjs"
# Behind a load balancer or reverse proxy: -e TRUSTED_PROXY_HOPS=1
# -e NODE_OPTIONS=--max-semi-space-size=32 (the balancer's X-Forwarded-For is then believed).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/scripts/lib/socket-address.mjs ./scripts/lib/
# Uploads (DATA_DIR/uploads): a volume shared by every instance.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1: SIGTERM (docker stop) reaches the server, which closes and exits.
CMD ["node", "server.js"]

FROM node:20-slim AS worker
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm prune --omit=dev --no-audit --no-fund && mkdir -p /data && chown node:node /data
USER node
HEALTHCHECK NONE
# `docker run --rm nuancier-worker npm run db:migrate` applies the migrations.
CMD ["node", "--import", "tsx", "--import", "./scripts/lib/allow-server-only.mjs", "scripts/worker.ts"]
