# Elk's production image (issue 40). `docker compose up` builds it; on its own:
#   docker build -t elk . && docker run -e DATABASE_URL=postgres://… -p 3000:3000 elk
# Build stage: every dependency, then `npm run build` (the client with Vite, the server with esbuild) into dist/.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies only (no tsx, Vite or esbuild is needed), the build, and nothing else.
# dist/server holds the server, the jobs thread's script and the SQL migrations it applies at start-up.
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR: uploads on local disk (unless S3_BUCKET is set), and the rendered cover gallery.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm, as the container's process: `docker stop`'s SIGTERM reaches the server, which stops
# cleanly (requests finish, jobs are handed back) and exits 0.
CMD ["node", "dist/server/index.js"]
