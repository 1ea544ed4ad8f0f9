//! Message nonces: the same for the same message each time it is sent (so Discord returns the
//! first instead of a duplicate), short enough for Discord (25 characters) whatever the game
//! and user ids, and revealing nothing: a keyed hash of what identifies the message, so no
//! one can count a night's hidden actions from the event numbers behind it.

/// Makes the nonces of one installation (the key comes from its bot token).
#[derive(Clone)]
pub struct Nonces {
    key: [u8; 32],
    /// How long Discord is trusted to remember a nonce: a message still unsent after that
    /// is looked for in its channel before it is sent again.
    pub window: std::time::Duration,
}

/// How long Discord keeps a nonce, at the least ("a few minutes").
pub const WINDOW: std::time::Duration = std::time::Duration::from_mins(2);

/// The characters a nonce has (Discord takes at most 25).
const LENGTH: usize = 22;

impl Nonces {
    /// Nonces keyed by a secret of this installation (never printed).
    pub fn new(secret: &str) -> Nonces {
        Nonces {
            key: blake3::derive_key("régisseur 2026-12 message nonces", secret.as_bytes()),
            window: WINDOW,
        }
    }

    /// The nonce of the message identified by `parts` (a game, a batch, a group, a chunk…).
    pub fn of(&self, parts: &[&str]) -> String {
        let mut hasher = blake3::Hasher::new_keyed(&self.key);
        for part in parts {
            hasher.update(part.as_bytes());
            hasher.update(&[0]);
        }
        let hash = hasher.finalize();
        let mut n = u128::from_le_bytes(hash.as_bytes()[..16].try_into().unwrap_or_default());
        const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
        let mut out = String::with_capacity(LENGTH);
        for _ in 0..LENGTH {
            out.push(DIGITS[(n % 36) as usize] as char);
            n /= 36;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_are_stable_distinct_short_and_keyed() {
        let a = Nonces::new("token-a");
        let first = a.of(&["12", "1400000000000000106", "dm"]);
        assert_eq!(first, a.of(&["12", "1400000000000000106", "dm"]));
        assert!(first.len() <= 25, "{first}");
        assert_ne!(first, a.of(&["12", "1400000000000000107", "dm"]));
        assert_ne!(
            a.of(&["1", "23"]),
            a.of(&["12", "3"]),
            "parts are kept apart"
        );
        let b = Nonces::new("token-b");
        assert_ne!(first, b.of(&["12", "1400000000000000106", "dm"]));
        let huge = a.of(&[&i64::MAX.to_string(), &u64::MAX.to_string(), "99", "99"]);
        assert_eq!(huge.len(), LENGTH);
    }
}
