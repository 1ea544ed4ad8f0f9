//! The tribunal's posts (§1): Annonces (bot only), the Place du village, the Diva's Loge, a
//! Répétitions post a day and one post per procès, tagged `Procès` and its state, locked once
//! closed. Titles name the accused and the alleged Personnage, never an anonymous author.

use engine::ronde::channels::{Post, TRIBUNAL};
use engine::ronde::proces::ProcesState;
use engine::ronde::State;

use crate::discord::host::PostSpec;
use crate::i18n::I18n;
use crate::tr;

/// The tag of a procès's state.
fn state_tag(state: ProcesState) -> &'static str {
    match state {
        ProcesState::Ouvert | ProcesState::Deliberation => "Ouvert",
        ProcesState::Juste => "Juste",
        ProcesState::Injuste => "Injuste",
        ProcesState::Annule => "Annulé",
        ProcesState::Expire => "Expiré",
        ProcesState::SansSuite => "Sans suite",
    }
}

/// The post a channel name stands for, as the state wants it now.
pub fn spec(s: &State, i18n: &I18n, locale: &str, name: &str) -> Option<PostSpec> {
    let post = |title: String, tags: Vec<&'static str>, locked: bool| PostSpec {
        forum: TRIBUNAL,
        title,
        tags,
        locked,
    };
    Some(match Post::parse(name)? {
        Post::Annonces => post(tr!(i18n, locale, "ronde-post-annonces"), vec![], true),
        Post::Place => post(tr!(i18n, locale, "ronde-post-place"), vec![], false),
        Post::Loge => post(tr!(i18n, locale, "ronde-post-loge"), vec![], false),
        Post::Repetitions(d) => post(
            tr!(i18n, locale, "ronde-post-repetitions", day = d),
            vec![],
            false,
        ),
        Post::Proces(n) => {
            let p = s.proces(n)?;
            let accused: Vec<String> = p.accused.iter().map(|a| s.name(*a)).collect();
            let title = tr!(
                i18n,
                locale,
                "ronde-post-proces",
                n = n,
                accused = accused.join(" & "),
                personnage = p.alleged.name()
            );
            let title: String = title.chars().take(100).collect();
            post(
                title,
                vec!["Procès", state_tag(p.state)],
                !p.state.is_open(),
            )
        }
    })
}
