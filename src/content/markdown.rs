//! Markdown rendering: the one place that owns pulldown-cmark's options. Raw HTML in content is
//! dropped before rendering and the result is sanitised with ammonia, so a content file can never
//! inject script into a page.

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};

/// The options every document is rendered with.
fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_SMART_PUNCTUATION
        | Options::ENABLE_HEADING_ATTRIBUTES
}

/// Render Markdown to sanitised HTML. A table's body cells carry their column's heading as
/// `data-label`, so that on a phone the style sheet can show each row as a card of labelled
/// cells instead of a table wider than the screen.
pub fn to_safe_html(markdown: &str) -> String {
    let parser =
        Parser::new_ext(markdown, options()).filter(|e| !matches!(e, Event::Html(_) | Event::InlineHtml(_)));
    let mut html = String::with_capacity(markdown.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, LabelledCells::new(parser));
    sanitizer().clean(&html).to_string()
}

/// The sanitiser: ammonia's defaults, and the column label of a table cell.
fn sanitizer() -> &'static ammonia::Builder<'static> {
    static B: std::sync::OnceLock<ammonia::Builder<'static>> = std::sync::OnceLock::new();
    B.get_or_init(|| {
        let mut b = ammonia::Builder::default();
        b.add_tag_attributes("td", ["data-label"]);
        b
    })
}

/// Markdown events with each table body cell opened as `<td data-label="…">`, the label being
/// the plain text of its column's heading. (The HTML writer still closes the cell and counts
/// the columns from the cell's end event.)
struct LabelledCells<'a, I> {
    inner: I,
    headings: Vec<String>,
    in_head: bool,
    column: usize,
    _text: std::marker::PhantomData<&'a ()>,
}

impl<'a, I: Iterator<Item = Event<'a>>> LabelledCells<'a, I> {
    fn new(inner: I) -> Self {
        LabelledCells {
            inner,
            headings: Vec::new(),
            in_head: false,
            column: 0,
            _text: std::marker::PhantomData,
        }
    }
}

impl<'a, I: Iterator<Item = Event<'a>>> Iterator for LabelledCells<'a, I> {
    type Item = Event<'a>;

    fn next(&mut self) -> Option<Event<'a>> {
        let event = self.inner.next()?;
        match &event {
            Event::Start(Tag::Table(_)) => self.headings.clear(),
            Event::Start(Tag::TableHead) => self.in_head = true,
            Event::End(TagEnd::TableHead) => self.in_head = false,
            Event::Start(Tag::TableRow) => self.column = 0,
            Event::Start(Tag::TableCell) if self.in_head => self.headings.push(String::new()),
            Event::Text(t) | Event::Code(t) if self.in_head => {
                if let Some(h) = self.headings.last_mut() {
                    h.push_str(t);
                }
            }
            Event::Start(Tag::TableCell) => {
                let label = self
                    .headings
                    .get(self.column)
                    .map(|h| h.trim())
                    .unwrap_or_default();
                self.column += 1;
                if !label.is_empty() {
                    return Some(Event::Html(
                        format!("<td data-label=\"{}\">", escape_html(label)).into(),
                    ));
                }
            }
            _ => {}
        }
        Some(event)
    }
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

    /// On a phone a table's rows become cards of labelled cells: each body cell carries its
    /// column's heading (escaped, and kept by the sanitiser), the headings themselves none.
    #[test]
    fn table_cells_carry_their_column_heading() {
        let html = to_safe_html(
            "| Old | New & *2023* |\n|---|---|\n| 10.2 | III.5 |\n| 6.10 | 6.11 |\n\n| x |\n|---|\n| y |",
        );
        assert!(html.contains("<th>Old</th>"), "{html}");
        assert!(
            html.contains("<td data-label=\"Old\">10.2</td><td data-label=\"New &amp; 2023\">III.5</td>"),
            "{html}"
        );
        assert!(html.contains("<td data-label=\"Old\">6.10</td>"), "{html}");
        assert!(html.contains("<td data-label=\"x\">y</td>"), "{html}");
        // Raw HTML in content still cannot add attributes of its own.
        let forged = to_safe_html("<td data-label=\"x\" onclick=\"alert(1)\">");
        assert!(!forged.contains("onclick"), "{forged}");
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
