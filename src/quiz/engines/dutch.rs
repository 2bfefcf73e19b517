//! The Dutch pairings the engines build their events with, re-exported from
//! [`crate::rules::dutch`] (C.04.3) and [`crate::rules::swiss`] (C.04.1), where they live now.

pub use crate::rules::dutch::*;
