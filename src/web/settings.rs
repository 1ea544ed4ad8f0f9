//! The web view's settings, from the environment: where it listens (`WEB_ADDR`) and the
//! address its links start with (`PUBLIC_URL`).

use crate::config::ConfigError;

/// Where the web view listens, and the address its links use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Web {
    /// `WEB_ADDR`: `0.0.0.0:8080`.
    pub addr: std::net::SocketAddr,
    /// `PUBLIC_URL`: what people open (`https://regisseur.example.org`), without a final
    /// `/`; `http://WEB_ADDR` when unset.
    pub public_url: String,
}

/// `WEB_ADDR=0.0.0.0:8080`, with `PUBLIC_URL=https://…` (the address links use).
pub fn parse(addr: Option<String>, public: Option<String>) -> Result<Option<Web>, ConfigError> {
    let Some(addr) = addr else {
        return Ok(None);
    };
    let addr: std::net::SocketAddr = addr.trim().parse().map_err(|_| ConfigError::Invalid {
        name: "WEB_ADDR",
        value: addr.clone(),
        expected: "an address and a port (0.0.0.0:8080)",
    })?;
    let public_url = match public {
        None if addr.ip().is_unspecified() => format!("http://localhost:{}", addr.port()),
        None => format!("http://{addr}"),
        Some(url) => {
            let url = url.trim().trim_end_matches('/').to_owned();
            let scheme = url.starts_with("https://") || url.starts_with("http://");
            if !scheme || url.contains(char::is_whitespace) || url.len() < 9 {
                return Err(ConfigError::Invalid {
                    name: "PUBLIC_URL",
                    value: url,
                    expected: "the web view's address, https://… or http://…",
                });
            }
            url
        }
    };
    Ok(Some(Web { addr, public_url }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn off_unless_an_address_is_set() {
        assert_eq!(parse(None, Some("https://x.example".into())).unwrap(), None);
    }

    #[test]
    fn links_start_with_the_public_url_or_a_local_address() {
        let web = parse(Some("0.0.0.0:8080".into()), None).unwrap().unwrap();
        assert_eq!(web.public_url, "http://localhost:8080");
        let web = parse(Some("127.0.0.1:9000".into()), None).unwrap().unwrap();
        assert_eq!(web.public_url, "http://127.0.0.1:9000");
        let web = parse(
            Some("0.0.0.0:80".into()),
            Some(" https://r.example.org/ ".into()),
        );
        assert_eq!(web.unwrap().unwrap().public_url, "https://r.example.org");
    }

    #[test]
    fn a_bad_value_names_its_setting() {
        let bad = parse(Some("8080".into()), None).unwrap_err().to_string();
        assert!(bad.contains("WEB_ADDR"), "{bad}");
        let bad = parse(Some("0.0.0.0:80".into()), Some("regisseur.example".into()));
        assert!(bad.unwrap_err().to_string().contains("PUBLIC_URL"));
    }
}
