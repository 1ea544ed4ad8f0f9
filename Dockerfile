# Régisseur: a release build, then a small runtime image running as a non-root user.
FROM rust:1-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY engine engine
COPY fake-discord fake-discord
COPY src src
COPY migrations migrations
COPY locales locales
COPY benches benches
RUN cargo build --release --locked --bin regisseur

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data regisseur \
    && mkdir -p /data && chown regisseur /data
COPY --from=build /src/target/release/regisseur /usr/local/bin/regisseur
COPY --from=build /src/locales /app/locales
WORKDIR /data
USER regisseur
ENV DATABASE_URL=sqlite:///data/regisseur.db
VOLUME ["/data"]
ENTRYPOINT ["regisseur"]
CMD ["run"]
