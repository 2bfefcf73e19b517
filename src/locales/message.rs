//! A message to be worded later: a catalogue id with its named arguments, formatted in the
//! reader's language where the answer is made (errors are built deep in the code, without the
//! request), and in English for the log and `Display`.

use std::fmt;

use crate::content::Lang;

/// A value given to a message: a number (plural rules apply) or a text.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A whole number.
    Number(i64),
    /// A text put in as it is (a name, a code, what the user typed).
    Text(String),
}

/// Whole numbers of every width become [`Arg::Number`] (one too large for `i64` is capped).
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}

number_arg!(i32, i64, u16, u32, u64, usize);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

/// A catalogue message and its arguments: `Message::new("error-no-quiz")`,
/// `Message::new("error-roster-long").with("max", 200)`.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// First of the private-use characters that stand for text arguments while the rest of a
/// message is transformed (see [`Message::text_transformed`]).
const MASK: u32 = 0xE000;

impl Message {
    /// The message without the arguments its reference wording does not use: for callers that
    /// give one set of facts to several messages (the assistant's answers), while a message given
    /// a variable it does not use still fails in tests everywhere else.
    pub fn only_used(mut self) -> Message {
        let used = super::catalogue().variables(super::REFERENCE, self.id);
        self.args.retain(|(name, _)| used.contains(*name));
        self
    }

    /// Message `id` without arguments (yet).
    pub fn new(id: &'static str) -> Message {
        Message { id, args: Vec::new() }
    }

    /// The message with argument `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.retain(|(n, _)| *n != name);
        self.args.push((name, value.into()));
        self
    }

    /// The catalogue id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        self.format(lang, false)
    }

    /// The message in `lang` with `transform` applied to its own words but not to the text
    /// arguments (a name or what the user typed stays as it was): Serbian in Cyrillic.
    pub fn text_transformed(&self, lang: Lang, transform: impl Fn(&str) -> String) -> String {
        let masked = transform(&self.format(lang, true));
        let mut out = String::with_capacity(masked.len());
        for c in masked.chars() {
            let slot = (c as u32).checked_sub(MASK).map(|i| i as usize);
            match slot.and_then(|i| self.args.get(i)) {
                Some((_, Arg::Text(s))) => out.push_str(s),
                _ => out.push(c),
            }
        }
        out
    }

    /// Format in `lang`; with `masked`, each text argument is a private-use character (the
    /// `MASK` + its index).
    fn format(&self, lang: Lang, masked: bool) -> String {
        if self.args.is_empty() {
            return super::text(lang, self.id);
        }
        let mut args = super::Args::new();
        for (i, (name, value)) in self.args.iter().enumerate() {
            match value {
                Arg::Number(n) => args.set(*name, *n),
                Arg::Text(_) if masked => {
                    let mark = char::from_u32(MASK + i as u32).expect("few arguments");
                    args.set(*name, mark.to_string())
                }
                Arg::Text(s) => args.set(*name, s.clone()),
            }
        }
        super::text_with(lang, self.id, &args)
    }
}

/// The English text: what the log says, and what `to_string` gives.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_formats_in_every_language_and_in_english_for_display() {
        let m = Message::new("error-roster-long").with("max", 200);
        assert_eq!(m.to_string(), "A roster has at most 200 names.");
        assert_eq!(m.text(Lang::En), m.to_string());
        for l in Lang::ALL {
            assert!(m.text(l).contains("200"), "{l}: {}", m.text(l));
        }
        assert_eq!(m.id(), "error-roster-long");
    }

    #[test]
    fn a_transformation_leaves_text_arguments_alone() {
        let m = Message::new("error-unknown-topic").with("topic", "flag-fall");
        let upper = m.text_transformed(Lang::En, |s| s.to_uppercase());
        assert_eq!(upper, "UNKNOWN TOPIC `flag-fall`.");
        assert_eq!(m.text_transformed(Lang::En, str::to_string), m.text(Lang::En));
    }

    #[test]
    fn setting_an_argument_twice_keeps_the_last_value() {
        let m = Message::new("error-roster-long").with("max", 1).with("max", 2);
        assert_eq!(m.to_string(), "A roster has at most 2 names.");
    }
}
