//! What each reader is shown: the notices of every event, the offers a reader may act on,
//! the picks that turn a click into a command, and who sees which channel.

pub mod channels;
pub mod notices;
pub(super) mod notices_desk;
pub(super) mod notices_facts;
pub(super) mod notices_told;
pub mod offers;
pub mod offers_forms;
pub mod offers_mj;
pub(super) mod picks;
