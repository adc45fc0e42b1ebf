# Turns the DocC articles' ```swift blocks into a package that type-checks
# them against the library (run by Scripts/check-articles, which says why).
#
#   python3 Scripts/ArticleCheck/generate.py <package directory>
#
# Each article becomes a target of its own, so that two articles may both
# declare a `Photo`. In it:
# - the UIKit and SwiftUI stand-ins (UIKitStandIns.swift,
#   SwiftUIStandIns.swift);
# - the article's context (Contexts/<Article>.swift, or an empty one): a
#   class `ArticleContext` whose members are the names the article's
#   fragments take from the app around them (`masonry`, `viewport`,
#   `collectionView`...);
# - one file per block. A block is cut into chunks where a line starts at
#   column 0. Type declarations and extensions stay at file scope; `func`
#   chunks become methods of `ArticleContext`; the statements become the
#   body of one method, `block<line>()`, so that they see the context.
#
# Written for type-checking on Linux, so a few things are read differently
# from how Xcode would read them, each harmless to what is checked:
# - `{ ... }` (an elided body) is `{ fatalError() }`;
# - `@objc` is dropped (Linux has no Objective-C runtime);
# - `final` is dropped from classes, and an extension that overrides
#   (allowed on Apple platforms for Objective-C members) is checked as a
#   subclass of the type it extends;
# - `private` is dropped, since the blocks of one article are meant for
#   one file but are checked in several.
# The statements run in a class, as a view controller's would, so an
# escaping closure (`performBatchUpdates`) needs `self` as in an app.
#
# Not checked: the package manifest lines of the getting-started articles,
# and the few blocks Unchecked.txt lists with the reason. They are counted
# and named.

import glob
import os
import re
import sys

out = sys.argv[1]
here = os.path.dirname(os.path.abspath(__file__))
modules = ["CircularLayout", "Foundation", "LayoutGeometry", "MasonryLayout"]
header = "".join(f"import {module}\n" for module in modules)

manifest = re.compile(r"^\s*(\.product\(|\.package\(|// swift-tools-version)")
layout = re.compile(r"^(final )?class \w+: UICollectionViewLayout(Attributes)?\b", re.M)
file_scope = re.compile(r"(extension|struct|class|enum|protocol|typealias)\b")


def chunks(body):
    """The block's top-level chunks: each starts at a line at column 0
    that is not a comment, a brace or a continuation (a leading dot,
    operator, `else` or `where`), with the comments just above it."""
    result, current, comments = [], [], []
    for line in body.splitlines():
        starts = (
            line
            and not line[0].isspace()
            and not line.startswith(("//", "{", "}", ")", "]", ".", "?", ":", "&&", "||"))
            and not re.match(r"(else|where)\b", line)
        )
        if line.startswith("//") or (not line.strip() and not current):
            comments.append(line)
            continue
        if starts and current:
            result.append(current)
            current = []
        current += comments + [line]
        comments = []
    if current or comments:
        result.append(current + comments)
    return result


def head(chunk):
    """The chunk's first line of code, its attributes dropped."""
    for line in chunk:
        code = line.strip()
        if not code or code.startswith("//"):
            continue
        return re.sub(r"^(@\w+(\([^)]*\))?\s+|final\s+|private\s+|fileprivate\s+)+", "", code)
    return ""


def rewrite(body):
    body = re.sub(r"^import \w+\n", "", body, flags=re.M)
    body = body.replace("{ ... }", "{ fatalError() }")
    body = re.sub(r"@objc(\(\w+:?\))? ", "", body)
    body = re.sub(r"\bfinal (class )", r"\1", body)
    body = re.sub(r"\b(file)?private(\(set\))? ", "", body)
    return body


def generate(name, line, body):
    declarations, methods, statements = [], [], []
    for number, chunk in enumerate(chunks(rewrite(body))):
        first = head(chunk)
        text = "\n".join(chunk)
        if file_scope.match(first):
            extended = re.match(r"extension (\w+)", first)
            if extended and re.search(r"\boverride\b", text):
                text = text.replace(
                    f"extension {extended.group(1)}",
                    f"class _Override{line}_{number}: {extended.group(1)}", 1)
            declarations.append(text)
        elif re.match(r"(override\s+)?func\b", first):
            methods.append(text)
        else:
            statements.append(text)
    parts = [f"// {name}, line {line}", header] + declarations
    members = methods[:]
    if statements:
        indented = "\n".join("    " + text for text in "\n".join(statements).splitlines())
        members.append(f"  func block{line}() throws {{\n{indented}\n  }}")
    if members:
        parts.append("extension ArticleContext {\n" + "\n\n".join(members) + "\n}")
    return "\n".join(parts) + "\n"


unchecked, matched = set(), set()
for entry in open(os.path.join(here, "Unchecked.txt")):
    if entry.strip() and not entry.startswith("#"):
        article, listed_line, _ = (part.strip() for part in entry.split("|", 2))
        unchecked.add((article, listed_line))

targets, checked, skipped, layouts = [], 0, [], []
for article in sorted(glob.glob("Sources/*/*.docc/*.md")):
    text = open(article).read()
    name = os.path.basename(article).removesuffix(".md")
    files = {}
    for block in re.finditer(r"```swift\n(.*?)```", text, re.S):
        body = block.group(1)
        line = text[: block.start()].count("\n") + 1
        listed = {(name, code.strip()) for code in body.splitlines()} & unchecked
        matched |= listed
        if manifest.match(body) or listed:
            skipped.append(f"{name}:{line}")
            continue
        if layout.search(body):
            layouts.append(f"{name}{line}.swift")
        files[f"{name}{line}.swift"] = generate(article, line, body)
    if not files:
        continue
    directory = os.path.join(out, "Sources", f"Article{name}")
    os.makedirs(directory)
    for file, source in files.items():
        open(os.path.join(directory, file), "w").write(source)
    context = os.path.join(here, "Contexts", f"{name}.swift")
    open(os.path.join(directory, "Context.swift"), "w").write(
        open(context).read() if os.path.exists(context)
        else header + "\nfinal class ArticleContext {}\n")
    for standIns in ["UIKitStandIns.swift", "SwiftUIStandIns.swift"]:
        open(os.path.join(directory, standIns), "w").write(
            open(os.path.join(here, standIns)).read())
    targets.append(f"Article{name}")
    checked += len(files)

if unchecked - matched:
    sys.exit(f"Unchecked.txt names blocks no article has: {sorted(unchecked - matched)}")
if checked < 60:
    sys.exit(f"found {checked} article blocks to check, expected at least 60")
if len(layouts) < 5:
    sys.exit(f"found {len(layouts)} article layouts, expected at least 5: did the articles change?")
open(os.path.join(out, "targets.txt"), "w").write("\n".join(targets) + "\n")
# The layouts' files, as the compiler names them in a warning.
open(os.path.join(out, "layouts.txt"), "w").write("".join(f"/{file}:\n" for file in layouts))
print(f"{checked} article blocks ({len(layouts)} collection view layouts) in {len(targets)} articles;"
      f" not checked: {len(skipped)} ({', '.join(skipped)})")
