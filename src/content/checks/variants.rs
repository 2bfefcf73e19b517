//! Families of rulings (`variant_of`): a variant names a main ruling that stands alone.

use super::{Corpus, Findings};

/// `variant_of` names another served document that is not itself a variant: families are one
/// level deep (a main ruling and its variants), so there is no chain and no cycle, and the page
/// of a main ruling can list every similar case. A variant links its main ruling in `related`
/// (a warning), so the reader of either finds the other.
pub(super) fn variant_of(corpus: &Corpus, i: usize, out: &mut Findings) {
    let p = &corpus.docs[i];
    let r = &p.ruling;
    let Some(main) = &r.variant_of else {
        return;
    };
    let (path, line) = (&r.path, p.variant_of_line);
    let Some(target) = corpus.docs.iter().find(|o| &o.ruling.id == main) else {
        out.problem(
            path,
            line,
            "variant_of",
            format!("no document has the id `{main}`"),
        );
        return;
    };
    if main == &r.id {
        out.problem(
            path,
            line,
            "variant_of",
            "a document cannot be a variant of itself",
        );
    } else if target.draft && !p.draft {
        out.problem(
            path,
            line,
            "variant_of",
            format!("`{main}` is a draft, which is not served"),
        );
    } else if let Some(its_main) = &target.ruling.variant_of {
        out.problem(
            path,
            line,
            "variant_of",
            format!(
                "`{main}` is itself a variant (of `{its_main}`): name the main ruling `{its_main}` \
                 instead, families are one level deep"
            ),
        );
    } else if !r.related.contains(main) {
        let msg = format!("a variant links its main ruling: add `{main}` to `related`");
        out.warning(path, p.related_line.or(line), "related", msg);
    }
}
