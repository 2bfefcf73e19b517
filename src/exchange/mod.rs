//! Getting questions and rulings in and out of the knowledge base: the question-bank export
//! (Moodle XML, GIFT, JSON) and the import of question-and-answer documents as drafts. Pure
//! file formats: no actix, no SQL.

pub mod export;
pub mod import_qa;

/// The shipped knowledge base, loaded once for every test of this module (a load takes
/// seconds in a debug build).
#[cfg(test)]
pub(crate) fn shipped() -> &'static crate::content::KnowledgeBase {
    static KB: std::sync::OnceLock<crate::content::KnowledgeBase> = std::sync::OnceLock::new();
    KB.get_or_init(|| {
        crate::content::KnowledgeBase::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content"))
            .expect("the shipped content loads")
    })
}
