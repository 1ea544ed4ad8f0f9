//! The fake as `https://discord.com`: the same routes over TLS, with a certificate for
//! `discord.com` made at start-up, so a bot whose REST client resolves `discord.com` to the
//! fake (and trusts [`Tls::ca_pem`]) talks to it exactly as to Discord, serenity's rate
//! limiter included (its requests ignore any proxy).

use std::net::SocketAddr;
use std::sync::Arc;

use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};

/// The TLS side: where it listens and the certificate to trust.
pub struct Tls {
    pub addr: SocketAddr,
    pub ca_pem: String,
}

/// Serves `app` over TLS on a new port of 127.0.0.1.
pub(crate) async fn serve(app: axum::Router) -> Result<(Tls, tokio::task::JoinHandle<()>), String> {
    let made = rcgen::generate_simple_self_signed(vec!["discord.com".to_owned()])
        .map_err(|e| e.to_string())?;
    let ca_pem = made.cert.pem();
    let chain = vec![CertificateDer::from(made.cert.der().to_vec())];
    let key = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(made.key_pair.serialize_der()));
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|e| e.to_string())?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let task = tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            // as Discord's servers: no Nagle delay on small writes (with the client's delayed
            // ACK it held some gateway frames 40 ms)
            let _ = tcp.set_nodelay(true);
            let (acceptor, app) = (acceptor.clone(), app.clone());
            tokio::spawn(async move {
                let Ok(stream) = acceptor.accept(tcp).await else {
                    return;
                };
                let io = hyper_util::rt::TokioIo::new(stream);
                let service = hyper_util::service::TowerToHyperService::new(app);
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(io, service)
                    .with_upgrades()
                    .await;
            });
        }
    });
    Ok((Tls { addr, ca_pem }, task))
}
