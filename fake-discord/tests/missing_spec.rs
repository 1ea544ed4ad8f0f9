//! Without the spec the fake refuses to start and says where it looked (own test binary: the
//! spec is loaded once per process).

use fake_discord::{FakeDiscord, GuildFixture, Spec};

#[tokio::test]
async fn an_absent_spec_is_a_plain_failure() {
    std::env::set_var("REGISSEUR_OPENAPI", "/nowhere/openapi.json");
    let err = FakeDiscord::try_start(GuildFixture::village(1))
        .await
        .err()
        .expect("no fake without the spec");
    assert!(
        err.starts_with("openapi.json not found at /nowhere/openapi.json: "),
        "{err}"
    );
    assert_eq!(
        Spec::path(),
        std::path::PathBuf::from("/nowhere/openapi.json")
    );
}
