# The shop's image (ADR 72): one image for both roles, the API host (`npm run start:api`) and the web server
# (`npm run start:web`, the default command); compose.yaml runs 2 of each behind nginx. Not built on the
# project's machines (no Docker daemon there): see README "Running in production" → Docker.

# --- build: every dependency, then the storefront's production build ---------------------------------------
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/commerce/package.json packages/commerce/
COPY packages/ui-texts/package.json packages/ui-texts/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN NODE_ENV=production npm run build

# --- runtime: production dependencies only, the build, a user without rights -------------------------------
FROM node:24-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/commerce/package.json packages/commerce/
COPY packages/ui-texts/package.json packages/ui-texts/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev && npm cache clean --force
# The compiled build (`npm run start:api` runs apps/api/dist, ADR 70) and the sources `npm run migrate` and
# `npm run seed` still run through tsx; each workspace's node_modules are the runtime stage's own.
COPY --from=build /app/packages/contracts/src ./packages/contracts/src
COPY --from=build /app/packages/contracts/dist ./packages/contracts/dist
COPY --from=build /app/packages/commerce/src ./packages/commerce/src
COPY --from=build /app/packages/commerce/dist ./packages/commerce/dist
COPY --from=build /app/packages/ui-texts/src ./packages/ui-texts/src
COPY --from=build /app/packages/ui-texts/dist ./packages/ui-texts/dist
COPY --from=build /app/apps/api/src ./apps/api/src
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/tsconfig.json ./apps/api/
COPY --from=build /app/tsconfig.base.json ./
COPY --from=build /app/apps/web/build ./apps/web/build
COPY --from=build /app/apps/web/*.mjs ./apps/web/
COPY --from=build /app/scripts ./scripts
# Media and the image cache (a volume shared by the API containers, or MEDIA_STORAGE=s3).
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
USER node
# Each role's probe: the web server's /healthz by default; compose sets HEALTHCHECK_URL to /ready for the API.
ENV HEALTHCHECK_URL=http://127.0.0.1:3000/healthz
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.HEALTHCHECK_URL).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
EXPOSE 3000 3001 9464
CMD ["npm", "run", "start:web"]
