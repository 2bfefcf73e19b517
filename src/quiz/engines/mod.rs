//! Rule engines: each generates a question whose answer is computed from the rule, with a
//! worked explanation and the article, in all four languages.
// TEMP-PLACEHOLDER-START
pub const TOPICS: [&str; 6] = [
    "time-control",
    "flag-fall",
    "illegal-move",
    "draw-claims",
    "recording",
    "tie-breaks",
];
pub fn generate(_topic: &str, _seed: u64) -> Option<crate::quiz::Question> {
    None
}
// TEMP-PLACEHOLDER-END
