# One image for every Tablica service; docker-compose.yml picks the entry point per container.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY projections/package.json projections/
COPY command-api/package.json command-api/
COPY query-api/package.json query-api/
COPY web-candidate/package.json web-candidate/
COPY web-employer/package.json web-employer/
COPY server/package.json server/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --include=dev
COPY . .
RUN npm run build
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/src/main.ts"]
