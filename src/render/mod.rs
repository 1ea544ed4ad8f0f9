//! Pictures the bot posts: the pinned village picture of Loups-Garous.

mod layout;
mod shapes;
mod text;
pub mod village;
