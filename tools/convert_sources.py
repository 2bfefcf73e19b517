#!/usr/bin/env python3
"""One-off conversion (issue 23): each document's free-text `source:` line becomes a structured
`citations:` line of public documents; the internal notes it named are dropped (the old lines
stay in git history). Documents without `source:` get a `citations:` line from their
`articles:`. Only those lines change. Run from the repository root: tools/convert_sources.py"""
import glob, re, sys

LAWREF = r"(?:(?:III|II|I|[A-D])\.)?\d+(?:\.\d+)*(?:\.\d+)?"
LAWRANGE = rf"{LAWREF}(?:\s*[–-]\s*{LAWREF})?"

def strip_parens(s):
    out, depth = [], 0
    for ch in s:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)

def top_split(s):
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == ";" and depth == 0:
            parts.append(cur.strip()); cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    return [p for p in parts if p]

def norm_range(r):
    return re.sub(r"\s*[–-]\s*", "–", r.strip())

def law_refs(text):
    t = strip_parens(text)
    t = re.sub(r"FIDE Laws 2023,?", "", t)
    t = re.sub(r"Appendix ([A-D])\b(?!\.)", r"\1", t)
    t = re.sub(r"\b(Guidelines|Articles|Article|Appendix)\s+", "", t)
    refs = re.findall(rf"(?<![\w.]){LAWRANGE}(?![\w])|(?<![\w.])[A-D](?![\w.])", t)
    return [norm_range(r) for r in refs]

def at_list(items):
    seen = []
    for i in items:
        i = i.strip().strip(",")
        if i and i not in seen:
            seen.append(i)
    return ", ".join(seen) if seen else None

def letters_and_items(text):
    """Clauses/items of an event regulation: 'alíneas g e h', 'itens 1.a, 1.c', 'clause k',
    'items 1.i, 1.j and 6', 'clauses e–f'."""
    found = []
    for m in re.finditer(r"(?:al[ií]neas?|itens|items?|clauses?|arts?\.|art\.)\s+((?:[0-9a-z.]+(?:[–-][0-9a-z.]+)?)(?:\s*(?:,|e|and|i)\s+(?:item\s+)?[0-9a-z.]+(?:[–-][0-9a-z.]+)?)*)", text, re.I):
        for x in re.split(r"\s*,\s*|\s+(?:e|and|i)\s+", m.group(1)):
            x = x.replace("item ", "").strip(" .")
            if x:
                found.append(norm_range(x))
    return found

def parse_segment(seg, prev_doc):
    """Citations [(doc, [places], page)] of one `;`-separated part of a source line."""
    out = []
    s = seg
    low = s.lower()
    if s.startswith("FIDE Laws 2023"):
        out.append(("fide-laws-2023", law_refs(s), None))
    elif prev_doc == "fide-laws-2023" and re.match(r"(?:Articles?|Guidelines|Appendix)?\s*(?:(?:III|II|I|[A-D])\.\d(?!\d)|\d{1,2}\.\d)", s):
        out.append(("fide-laws-2023", law_refs(s), None))
    if re.search(r"Arbiters' Manual", s):
        m_sp = re.search(r"Spanish edition 2016, p\. ?(\d+)", s)
        if m_sp:
            out.append(("arbiters-manual-2016-es", [], m_sp.group(1)))
        elif "Manual 2022" in s:
            m = re.search(r"commentary on (\d+(?:\.\d+)*)", s)
            out.append(("arbiters-manual-2022", [m.group(1)] if m else [], None))
        elif re.search(r"Manual 2025", s):
            for m in re.finditer(r"Manual 2025,? p\.? ?(\d+(?:[–-]\d+)?)(?:,? (?:note )?on (?:Article )?(\d+(?:\.\d+)*)\b)?(?: and p\.(\d+))?", s):
                out.append(("arbiters-manual-2025", [m.group(2)] if m.group(2) else [], m.group(1).replace("-", "–")))
                if m.group(3):
                    out.append(("arbiters-manual-2025", [], m.group(3)))
    if re.search(r"Tie-Break Regulations", s):
        m = re.search(r"Art\. ([\d.–-]+(?: and \d+)?)", s)
        places = [norm_range(x) for x in re.split(r" and ", m.group(1))] if m else []
        out.append(("handbook-c07-2023", places, None))
    if re.search(r"Šahovski sudija|Benko Chess|seeds? 00[23]|seed 003|Serbian seed", s):
        if re.search(r"Šahovski sudija|Benko|seed 003|seeds 002 and 003|Serbian seed", s):
            places = []
            m = re.search(r"odelj(?:ak|ci) ([\d, i]+)", s)
            if m:
                places = [x for x in re.split(r"\s*(?:,|\bi\b)\s*", m.group(1)) if x.strip()]
            places += re.findall(r"§(\d+)", s)
            out.append(("guide-sahovski-sudija", places, None))
    if re.search(r"Судейство|seed 002|seeds 002|Russian seed|Russian arbiting guide", s):
        out.append(("guide-sudeystvo-turnira", [], None))
    m = re.search(r"Questões de Arbitragem IV, Q(\d+)", s)
    if m:
        out.append(("questoes-arbitragem-iv", [m.group(1)], None))
    if "Primavera" in s or "Itajubá 2025" in s:
        sub = s
        if "Araguari" in s:
            sub = s.split("Araguari")[0]
        out.append(("reg-itajuba-2025", [x for x in letters_and_items(sub)], None))
    if "Araguari" in s:
        sub = s.split("Araguari", 1)[1]
        sub = re.sub(r"\(quoting [^)]*\)", "", sub)
        out.append(("reg-araguari-2025", letters_and_items(sub), None))
    if re.search(r"Rating Regulations \(B\.02\)|^B\.02|\bB\.02 \(1 March|FIDE Rating Regulations 1 March|FIDE rating table \(B\.02\)|B\.02 table|B\.02 §", s):
        head = s
        if "Rapid and Blitz Regulations" in s:
            head = s.split("Rapid and Blitz")[0]
        t = strip_parens(head)
        t = re.sub(r"1 (?:March|October|January) 20\d\d|20\d\d", "", t)
        refs = [norm_range(r) for r in re.findall(r"(?<![\w.])\d+\.\d+(?:\.\d+)*(?:\s*[–-]\s*\d+\.\d+(?:\.\d+)*)?", t)]
        out.append(("handbook-b02-2024", refs, None))
    for m in re.finditer(r"B\.02 \(1 March 2024\) §([\d.]+)|B\.02 §([\d.]+)|B\.02 table ([\d.]+)|\(B\.02 ([\d.]+)\)|B\.02 5\.1", s):
        ref = next((g for g in m.groups() if g), "5.1")
        out.append(("handbook-b02-2024", [ref.rstrip(".")], None))
    if re.search(r"Rapid (?:and|&) Blitz (?:Rating )?Regulations", s):
        part = s.split("Rapid", 1)[1]
        t = strip_parens(part)
        t = re.sub(r"1 (?:March|October|December|January) 20\d\d|20\d\d", "", t)
        refs = [norm_range(r) for r in re.findall(r"(?<![\w.])\d+\.\d+(?:\.\d+)*(?:\s*[–-]\s*\d+\.\d+(?:\.\d+)*)?", t)]
        out.append(("handbook-b02-rapid-blitz-2024", refs, None))
    if "Title Regulations" in s or re.search(r"\bB\.01 1", s):
        t = strip_parens(s)
        t = re.sub(r"1 January 2024", "", t)
        if "Title Regulations" in s and "Rating Regulations" in s:
            t = t.split("Title Regulations", 1)[1]
        refs = [norm_range(r) for r in re.findall(r"(?<![\w.])\d+\.\d+(?:\.\d+)*[a-z]?(?:\s*[–-]\s*\d+\.\d+(?:\.\d+)*[a-z]?)?", t)]
        out.append(("handbook-b01-2024", refs, None))
    if prev_doc == "handbook-b01-2024" and re.match(r"\d+\.\d", s):
        refs = re.findall(r"(?<![\w.])\d+\.\d+(?:\.\d+)*[a-z]?(?:[–-]\d+\.\d+(?:\.\d+)*[a-z]?)?", strip_parens(s).split(" only")[0])
        out.append(("handbook-b01-2024", refs, None))
    m = re.search(r"D\.04\.12,? items? ([\d, and]+\d)", s)
    if m:
        out.append(("handbook-d04-12", [x for x in re.split(r"\s*(?:,|\band\b)\s*", m.group(1)) if x.strip()], None))
    elif "D.04.12" in s:
        out.append(("handbook-d04-12", [], None))
    for m in re.finditer(r"ECU Tournament Rules ((?:B\.[\d.]+(?:[–-]B\.[\d.]+)?(?:, )?)+)?|ECU rules", s):
        refs = [norm_range(x) for x in re.split(r",\s*", m.group(1) or "") if x.strip()]
        out.append(("ecu-tournament-rules", [r.rstrip(".") for r in refs], None))
    for m in re.finditer(r"C\.06 ((?:[IVX]+(?:\.\d+)?))", s):
        out.append(("handbook-c06-2009", [m.group(1)], None))
    for m in re.finditer(r"Competition Rules,? (?:§)?(\d+\.\d+(?:[–-]\d+\.\d+)?)", s):
        out.append(("fide-competition-rules", [norm_range(m.group(1))], None))
    for m in re.finditer(r"old C\.04\.1 (F\.\d+(?:[–-]F\.\d+)?)", s):
        out.append(("handbook-c04-1-2009", [norm_range(m.group(1))], None))
    for m in re.finditer(r"(?<!old )C\.04\.1 ([a-i](?:, [a-i])*)\b", s):
        out.append(("handbook-c04-1", [x for x in m.group(1).split(", ")], None))
    for m in re.finditer(r"2026 C\.04\.2 (\d+\.\d+(?:[–-]\d+\.\d+)?)|C\.04\.2 \(2026\) (\d+\.\d+)|C\.04\.2 from 1 Feb 2026, rules (\d+\.\d+[–-]\d+\.\d+)", s):
        ref = next(g for g in m.groups() if g)
        out.append(("handbook-c04-2-2026", [norm_range(ref)], None))
    if "old C.04.2 section A" in s:
        out.append(("handbook-c04-2", ["A"], None))
    for m in re.finditer(r"C\.04\.6 \(2026\) (\d+(?:\.\d+)+)", s):
        out.append(("handbook-c04-6-2026", [m.group(1)], None))
    if re.search(r"C\.04\.5|c-04-5-1|Baku", s) and re.search(r"SPP Commission page|Handbook C\.04\.5", s):
        out.append(("handbook-c04-5-1", [], None))
    for m in re.finditer(r"C\.05 (?:art\. )?(\d+(?:\.\d+)?(?:[–-]\d+\.\d+)?)|C\.05 Annex 1", s):
        out.append(("handbook-c05", [norm_range(m.group(1))] if m.group(1) else ["Annex 1"], None))
    if re.search(r"Anti-Cheating Regulations|AC Regulations 2022", s):
        out.append(("anti-cheating-regulations-2022", [], None))
    if re.search(r"2014 Anti-Cheating Guidelines", s):
        out.append(("anti-cheating-guidelines-2014", [], None))
    if re.search(r"Fair Play Commission page|FPL statement|Anti-Cheating Commission Tournament Complaint", s):
        out.append(("fide-fair-play-commission", [], None))
    if re.search(r"2009 (?:numbering from the 2009 Laws text|text|Laws)", s):
        m = re.search(r"2009 Laws (\d+(?:\.\d+)*\([a-z]\))", s)
        out.append(("fide-laws-2009", [m.group(1)] if m else ["<former>"], None))
    if "2014 Spanish text of the Laws" in s:
        out.append(("fide-laws-2014", [], None))
    if "Gijssen" in s or "Arbiter's Notebook" in s:
        out.append(("gijssen-arbiters-notebook", [], None))
    # A part naming no document but places of the previous one ("item 1.e").
    if not out and prev_doc in ("reg-araguari-2025", "reg-itajuba-2025"):
        items = letters_and_items(s)
        if items:
            out.append((prev_doc, items, None))
    return out

HANDBOOK = [
    (r"^C\.07-?(.*)$", "handbook-c07-2023"), (r"^B\.02-r\.(.+)$", "handbook-b02-rapid-blitz-2024"),
    (r"^B\.02-?(.*)$", "handbook-b02-2024"), (r"^B\.01-?(.*)$", "handbook-b01-2024"),
    (r"^C\.04\.1-?(.*)$", "handbook-c04-1"), (r"^C\.04\.2-?(.*)$", "handbook-c04-2"),
    (r"^C\.04\.3-?(.*)$", "handbook-c04-3"), (r"^C\.04\.5-(.+)$", "handbook-c04-5-1"),
    (r"^C\.04\.6-?(.*)$", "handbook-c04-6-2026"), (r"^C\.04\.7-?(.*)$", "handbook-c04-7"),
    (r"^C\.05-a\.1$", "handbook-c05"), (r"^C\.05-?(.*)$", "handbook-c05"), (r"^D\.04-(.+)$", "handbook-d04-12"),
]

def from_articles(articles):
    cites = {}
    order = []
    for a in articles:
        doc, place = "fide-laws-2023", a
        for pat, d in HANDBOOK:
            m = re.match(pat, a)
            if m:
                doc = d
                place = (m.group(1) if m.groups() else "") or None
                if a == "C.05-a.1":
                    place = "Annex 1"
                if d == "handbook-c04-5-1":
                    place = None
                if d == "handbook-d04-12" and place and place.startswith("12"):
                    place = place[3:] or None
                break
        if doc not in cites:
            cites[doc] = []
            order.append(doc)
        if place:
            cites[doc].append(place)
    return [(d, cites[d], None) for d in order]

def yaml_articles(fm):
    m = re.search(r"^articles:[ \t]*(\[.*?\])?[ \t]*\n((?:[ \t]*- .*\n)*)", fm, re.M)
    if not m:
        return []
    if m.group(1):
        return [x.strip().strip("'\"") for x in m.group(1)[1:-1].split(",") if x.strip()]
    return [l.strip()[2:].strip().strip("'\"") for l in m.group(2).splitlines()]

def yaml_former_2009(fm):
    m = re.search(r"^former:[ \t]*(\[.*?\])?[ \t]*\n((?:[ \t]*- .*\n)*)", fm, re.M)
    if not m:
        return []
    items = [x.strip().strip("'\"") for x in m.group(1)[1:-1].split(",")] if m.group(1) else [l.strip()[2:].strip().strip("'\"") for l in m.group(2).splitlines()]
    return [i.split(" (")[0] for i in items if "(2009)" in i]

def render(cites):
    parts = []
    for doc, places, page in cites:
        p = f"{{doc: {doc}"
        at = at_list(places)
        if at:
            p += f', at: "{at}"'
        if page:
            p += f", page: {page}" if page.isdigit() else f', page: "{page}"'
        parts.append(p + "}")
    return "citations: [" + ", ".join(parts) + "]"

def merge(cites):
    out = []
    for doc, places, page in cites:
        for i, (d, pl, pg) in enumerate(out):
            if d == doc and pg == page:
                out[i] = (d, pl + [x for x in places if x not in pl], pg)
                break
        else:
            out.append((doc, list(places), page))
    return out

def unquote(v):
    v = v.strip()
    if v.startswith('"') and v.endswith('"'):
        return v[1:-1].replace('\\"', '"')
    if v.startswith("'") and v.endswith("'"):
        return v[1:-1].replace("''", "'")
    return v

def convert(path, report):
    text = open(path, encoding="utf-8").read()
    head, sep, rest = text.partition("\n---\n")
    lines = head.split("\n")
    src_i = next((i for i, l in enumerate(lines) if l.startswith("source:")), None)
    arts = yaml_articles(head + "\n")
    cites, why = [], ""
    if src_i is not None:
        source = unquote(lines[src_i][len("source:"):])
        prev = None
        for seg in top_split(source):
            got = parse_segment(seg, prev)
            if got:
                prev = got[-1][0]
            cites += got
        former = yaml_former_2009(head + "\n")
        cites = [(d, (former if pl == ["<former>"] else pl), pg) for d, pl, pg in cites]
        cites = merge(cites)
        why = "source"
        if not cites:
            cites, why = from_articles(arts), "articles (source named only notes)"
        report.append((path, source, render(cites), why))
        lines[src_i] = render(cites)
    else:
        cites, why = from_articles(arts), "articles (no source)"
        report.append((path, "", render(cites), why))
        tc = next(i for i, l in enumerate(lines) if l.startswith("time_controls:"))
        lines.insert(tc, render(cites))
    open(path, "w", encoding="utf-8").write("\n".join(lines) + sep + rest)

def main():
    report = []
    for path in sorted(glob.glob("content/**/*.md", recursive=True)):
        if re.search(r"\.[a-z]{2}\.md$", path) or path.split("/")[-1].startswith("_"):
            continue
        convert(path, report)
    with open(sys.argv[1] if len(sys.argv) > 1 else "/dev/stdout", "w") as out:
        for path, source, cites, why in report:
            out.write(f"{path}\t{why}\n  was: {source}\n  now: {cites}\n")

if __name__ == "__main__":
    main()
