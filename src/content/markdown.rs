//! Markdown rendering: the one place that owns pulldown-cmark's options. Raw HTML in content is
//! dropped before rendering and the result is sanitised with ammonia, so a content file can never
//! inject script into a page.

use pulldown_cmark::{Event, Options, Parser, TagEnd};

/// The options every document is rendered with.
fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_SMART_PUNCTUATION
        | Options::ENABLE_HEADING_ATTRIBUTES
}

/// Render Markdown to sanitised HTML.
pub fn to_safe_html(markdown: &str) -> String {
    let parser =
        Parser::new_ext(markdown, options()).filter(|e| !matches!(e, Event::Html(_) | Event::InlineHtml(_)));
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, parser);
    ammonia::clean(&html)
}

/// Escape text for HTML (the few strings built outside templates and tantivy's snippets).
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#x27;"),
            _ => out.push(c),
        }
    }
    out
}

/// Plain text of a Markdown document, for the search index and snippets. Headings are left
/// out: they are the same few section names in every ruling ("Facts", "Decision"), noise for
/// search and confusing in a snippet.
pub fn to_plain_text(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut in_heading = false;
    for event in Parser::new_ext(markdown, options()) {
        match event {
            Event::Start(pulldown_cmark::Tag::Heading { .. }) => in_heading = true,
            Event::End(TagEnd::Heading(_)) => in_heading = false,
            Event::Text(_) | Event::Code(_) if in_heading => {}
            Event::Text(t) | Event::Code(t) => out.push_str(&t),
            Event::SoftBreak | Event::HardBreak => out.push(' '),
            Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::TableCell) => out.push_str(" \n"),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_tables_and_emphasis() {
        let html = to_safe_html("| a | b |\n|---|---|\n| 1 | 2 |\n\n**bold**");
        assert!(html.contains("<table>"));
        assert!(html.contains("<strong>bold</strong>"));
    }

    #[test]
    fn strips_script_handlers_and_dangerous_links() {
        let payloads = [
            "<script>alert(1)</script>",
            "<img src=x onerror=alert(1)>",
            "[x](javascript:alert(1))",
            "[x](JaVaScRiPt:alert(1))",
            "[x](data:text/html;base64,PHNjcmlwdD4=)",
            "<details ontoggle=alert(1) open>x</details>",
            "<svg><set attributeName=href to=javascript:alert(1)>",
        ];
        for p in payloads {
            let html = to_safe_html(p).to_ascii_lowercase();
            assert!(!html.contains("<script"), "{p} -> {html}");
            assert!(
                !html.contains("onerror") && !html.contains("ontoggle"),
                "{p} -> {html}"
            );
            assert!(
                !html.contains("javascript:") && !html.contains("data:"),
                "{p} -> {html}"
            );
            assert!(!html.contains("<svg"), "{p} -> {html}");
        }
    }

    #[test]
    fn plain_text_keeps_words_and_drops_markup() {
        let t = to_plain_text("## Facts\n\nThe **flag** fell.");
        assert!(!t.contains("Facts"));
        assert!(t.contains("The flag fell."));
        assert!(!t.contains("**"));
    }
}
