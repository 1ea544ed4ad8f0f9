//! The tools around a game: the scenario reader and checker (`regisseur play`), the
//! exporter that writes a game back as a scenario, and the simulator.

pub mod export;
pub(super) mod export_lines;
pub mod scenario;
pub(super) mod scenario_checks;
pub(super) mod scenario_cmd;
pub(super) mod scenario_mj;
pub mod sim;
pub mod sim_desk;
