//! Families of rulings: what `check` says about `variant_of`, and what the loaded base knows of
//! a family.

use super::{Tree, ruling};

/// `id`, a variant of `main` that links it.
fn variant(id: &str, main: &str) -> String {
    ruling(id).replace(
        "former:",
        &format!("variant_of: {main}\nrelated: [{main}]\nformer:"),
    )
}

#[test]
fn a_main_ruling_knows_its_variants_and_a_variant_its_main_ruling() {
    let main = ruling("flag-main").replace("former:", "related: [flag-blitz, flag-hall]\nformer:");
    let t = Tree::new(&[
        ("flag-main.md", &main),
        ("flag-hall.md", &variant("flag-hall", "flag-main")),
        ("flag-blitz.md", &variant("flag-blitz", "flag-main")),
    ]);
    let kb = crate::content::KnowledgeBase::load(t.0.path()).unwrap_or_else(|p| panic!("{p}"));
    let ids: Vec<&str> = kb.variants("flag-main").map(|r| r.id.as_str()).collect();
    assert_eq!(ids, ["flag-blitz", "flag-hall"]);
    assert_eq!(kb.get("flag-hall").unwrap().family(), "flag-main");
    assert_eq!(kb.get("flag-main").unwrap().family(), "flag-main");
    assert_eq!(kb.variants("flag-hall").count(), 0);
    assert!(kb.warnings().is_empty(), "{:?}", kb.warnings());
}

#[test]
fn a_variant_names_an_existing_main_ruling_that_is_not_itself_a_variant_nor_itself() {
    let t = Tree::new(&[
        ("flag-main.md", &ruling("flag-main")),
        ("flag-a.md", &variant("flag-a", "flag-main")),
        // A chain: flag-b → flag-a → flag-main.
        ("flag-b.md", &variant("flag-b", "flag-a")),
        ("flag-c.md", &variant("flag-c", "nowhere")),
        ("flag-d.md", &variant("flag-d", "flag-d")),
    ]);
    let p = t.problems();
    let expect = [
        "flag-b.md:6: variant_of: `flag-a` is itself a variant (of `flag-main`)",
        "flag-c.md:6: variant_of: no document has the id `nowhere`",
        "flag-d.md:6: variant_of: a document cannot be a variant of itself",
    ];
    for e in expect {
        assert!(p.iter().any(|l| l.starts_with(e)), "{e}\n{p:#?}");
    }
    assert!(!p.iter().any(|l| l.starts_with("flag-a.md:6")), "{p:#?}");
}

#[test]
fn a_variant_that_does_not_link_its_main_ruling_is_a_warning() {
    let unlinked = ruling("flag-a").replace("former:", "variant_of: flag-main\nformer:");
    let t = Tree::new(&[("flag-main.md", &ruling("flag-main")), ("flag-a.md", &unlinked)]);
    let w = super::warnings(&t);
    assert!(
        w.iter()
            .any(|l| l.starts_with("flag-a.md:6: related: a variant links its main ruling")),
        "{w:?}"
    );
}
