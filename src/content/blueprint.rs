//! The mock-exam blueprint (`content/_exam.yaml`): how many questions each part of the syllabus
//! gets, weighted like a FIDE arbiter seminar exam, the pass mark and the share of computed
//! questions. One file, so an instructor or federation can re-weight the exam without code.

use serde::Deserialize;

use super::Localized;

/// The blueprint as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct BlueprintFm {
    /// Questions in a mock exam.
    pub questions: usize,
    /// Pass mark in percent.
    pub pass_percent: usize,
    /// At least this many questions are computed by the rule engines.
    pub min_calculations: usize,
    /// Parts of the syllabus.
    pub sections: Vec<SectionFm>,
}

/// One part of the syllabus.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SectionFm {
    /// Kebab-case id.
    pub id: String,
    /// Name per language.
    pub name: super::front_matter::LangMap<String>,
    /// Topics the section draws from.
    pub topics: Vec<String>,
    /// Questions it contributes to a mock exam.
    pub questions: usize,
}

/// The validated blueprint.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Blueprint {
    /// Questions in a mock exam.
    pub questions: usize,
    /// Pass mark in percent.
    pub pass_percent: usize,
    /// At least this many computed questions.
    pub min_calculations: usize,
    /// Parts of the syllabus.
    pub sections: Vec<Section>,
}

/// One part of the syllabus.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Section {
    /// Kebab-case id.
    pub id: String,
    /// Name per language.
    pub name: Localized<String>,
    /// Topics it draws from.
    pub topics: Vec<String>,
    /// Questions in a mock exam.
    pub questions: usize,
}

impl Blueprint {
    /// The section a topic belongs to (the first that lists it).
    pub fn section_of(&self, topic: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.topics.iter().any(|t| t == topic))
    }
}
