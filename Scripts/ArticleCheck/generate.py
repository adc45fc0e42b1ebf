# Turns the ```swift blocks of the DocC articles and the README, and the
# code examples of the sources' doc comments, into a package that
# type-checks them against the library, its UIKit products and the UIKit
# model (run by Scripts/check-articles, which says why).
#
#   python3 Scripts/ArticleCheck/generate.py <package directory>
#
# Each article becomes a target of its own, so that two articles may both
# declare a `Photo`. A block's file imports what a reader's file would:
# Foundation and UIKit (the model), which an app's file has, and the
# library's modules (and SwiftUI) the article says to import, in an
# `import` line of one of its blocks or as `import X` in its prose; a
# block that starts with import lines imports exactly those. So an
# article that uses `Wheel.Configuration` and never says
# `import CircularLayout` fails here, as the reader's app would. A doc
# comment's example imports every module of the library. In each target:
# - the stand-ins for what the UIKit model lacks (UIKitStandIns.swift).
#   SwiftUI is a module of stand-ins (SwiftUIStandIns/, with SwiftUI's
#   signatures), imported by the files whose block imports it;
# - the article's context (Contexts/<Article>.swift, or an empty one): a
#   main-actor type `ArticleContext` (UIKit's views are main-actor) whose
#   members are the names the article's fragments take from the app
#   around them (`masonry`, `viewport`, `collectionView`...), and the
#   app's types the fragments extend (`FeedViewController`);
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
# The statements run in a class, as a view controller's would (but in
# the articles whose SwiftUI views need a struct), so an escaping closure
# (`performBatchUpdates`) needs `self` as in an app. Their method throws,
# as the function around an engine's fragment may, but for the blocks
# NonThrowing.txt lists: code for `viewDidLoad()`, which cannot throw.
#
# A doc comment's example (an indented block after a blank `///` line) of
# LayoutGeometry, MasonryLayout, CircularLayout, the hosting modules and
# the UIKit and SwiftUI products is
# read the same way, all of a module's in one target, `DocComments<Module>`,
# with the context Contexts/DocComments<Module>.swift; a directory or a
# file with a context of its own (DocComments<Module><Directory or file
# name>.swift) is a target of its own. The method of a block is named after
# its file and line.
#
# An article whose blocks import AppKit (a host of one's own on the Mac)
# is Mac code: its reader's file imports Foundation and AppKit, not
# UIKit. Linux has no AppKit and the model none either, so here its
# blocks are named among those not checked; with --sdk they make targets
# of their own, listed in targets-macos.txt, which Scripts/check-apple-sdks
# typechecks against the macOS SDK (and the others against iOS's).
#
# Not checked: the package manifest lines (`.product(...)`), the doc
# comments' JSON examples, and the few blocks Unchecked.txt lists
# with the reason. They are counted and named.
#
# Besides, Expected/ holds code the compiler must warn about (a delegate
# method that nearly matches the real one): its files make one target,
# `ExpectedWarnings`, whose warnings Scripts/check-articles compares with
# the `// expected:` comments in them.

import glob
import os
import re
import sys

out = sys.argv[1]
# --sdk: for Scripts/check-apple-sdks, which compiles the blocks against
# Apple's real UIKit: no stand-ins for what the model lacks (UIKit has it),
# and no Expected/ target (its warnings are the model's).
against_sdk = "--sdk" in sys.argv[2:]
here = os.path.dirname(os.path.abspath(__file__))
modules = ["CircularLayout", "CircularLayoutHosting", "CircularLayoutUIKit", "Foundation",
           "LayoutGeometry", "MasonryLayout", "MasonryLayoutHosting", "MasonryLayoutUIKit", "UIKit"]
header = "".join(f"import {module}\n" for module in modules)

manifest = re.compile(r"^\s*(\.product\(|\.package\(|// swift-tools-version|// Package\.swift)")
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
    body = re.sub(r"^import \w+\b.*\n", "", body, flags=re.M)
    body = body.replace("{ ... }", "{ fatalError() }")
    body = re.sub(r"@objc(\(\w+:?\))? ", "", body)
    body = re.sub(r"\bfinal (class )", r"\1", body)
    body = re.sub(r"\b(file)?private(\(set\))? ", "", body)
    return body


# The SwiftUI modules a doc comment's example imports, besides the
# header (SwiftUI's names are the stand-ins, SwiftUIStandIns/).
swiftui_import = re.compile(r"^import ((Masonry|Circular)Layout)?SwiftUI\n", re.M)


def swiftui_imports(text):
    return "".join(sorted({match.group(0) for match in swiftui_import.finditer(text)}))


# What an article's reader imports: the app's Foundation and UIKit (a
# Mac article's, AppKit), and the modules the article names in an import
# line or as `import X`.
import_line = re.compile(r"^import (\w+)\b", re.M)
prose_import = re.compile(r"`import (\w+)`")


def app_imports(app):
    return f"import Foundation\nimport {app}\n"


def swift_blocks(text):
    """Each ```swift block of an article: its body, and where it starts."""
    return [(block.group(1), block.start())
            for block in re.finditer(r"```swift\n(.*?)```", text, re.S)]


def stated_imports(text, app="UIKit"):
    blocks = "".join(body for body, _ in swift_blocks(text))
    names = set(import_line.findall(blocks)) | set(prose_import.findall(text))
    return app_imports(app) + "".join(
        f"import {name}\n" for name in sorted(names - {"Foundation", app}))


def own_imports(body, app="UIKit"):
    """A block's own import lines, when it starts with them."""
    names = import_line.findall(body)
    if not names or not body.lstrip().startswith("import "):
        return None
    return app_imports(app) + "".join(
        f"import {name}\n" for name in sorted(set(names) - {"Foundation", app}))


def generate(name, line, body, tag="", imports=None, throws=True):
    """A block's file; `imports` replaces the library header when given."""
    declarations, methods, statements = [], [], []
    imports = header + swiftui_imports(body) if imports is None else imports
    for number, chunk in enumerate(chunks(rewrite(body))):
        first = head(chunk)
        text = "\n".join(chunk)
        if file_scope.match(first):
            extended = re.match(r"extension (\w+)", first)
            if extended and re.search(r"\boverride\b", text):
                text = text.replace(
                    f"extension {extended.group(1)}",
                    f"class _Override{tag}{line}_{number}: {extended.group(1)}", 1)
            declarations.append(text)
        elif re.match(r"(override\s+)?func\b", first):
            methods.append(text)
        else:
            statements.append(text)
    parts = [f"// {name}, line {line}", imports] + declarations
    members = methods[:]
    if statements:
        indented = "\n".join("    " + text for text in "\n".join(statements).splitlines())
        effect = " throws" if throws else ""
        members.append(f"  func block{tag}{line}(){effect} {{\n{indented}\n  }}")
    if members:
        parts.append("extension ArticleContext {\n" + "\n\n".join(members) + "\n}")
    return "\n".join(parts) + "\n"


def entries(file):
    """The (article or source file, line of code) pairs a list names."""
    result = set()
    for entry in open(os.path.join(here, file)):
        if entry.strip() and not entry.startswith("#"):
            article, listed_line, _ = (part.strip() for part in entry.split("|", 2))
            result.add((article, listed_line))
    return result


unchecked, matched = entries("Unchecked.txt"), set()
nonthrowing, nonthrowing_matched = entries("NonThrowing.txt"), set()

targets, mac_targets, checked, skipped = [], [], 0, []


def emit(target, files, context_name, mac=False):
    """Writes a target: its blocks' files, its context and the stand-ins."""
    directory = os.path.join(out, "Sources", target)
    os.makedirs(directory)
    for file, source in files.items():
        open(os.path.join(directory, file), "w").write(source)
    context = os.path.join(here, "Contexts", f"{context_name}.swift")
    # A Mac article's default context imports AppKit and the platform-free
    # modules, not UIKit.
    imports = app_imports("AppKit") + "".join(
        f"import {module}\n" for module in modules
        if "UIKit" not in module and module != "Foundation") if mac else header
    open(os.path.join(directory, "Context.swift"), "w").write(
        open(context).read() if os.path.exists(context)
        else imports + "\n@MainActor final class ArticleContext {}\n")
    if not against_sdk:
        open(os.path.join(directory, "UIKitStandIns.swift"), "w").write(
            open(os.path.join(here, "UIKitStandIns.swift")).read())
    (mac_targets if mac else targets).append(target)


def listed(name, body, among=None):
    """The entries of a list (Unchecked.txt's by default) that name this
    block."""
    return {(name, code.strip()) for code in body.splitlines()} & (
        unchecked if among is None else among)


# The README's blocks are checked as an article of their own.
for article in sorted(glob.glob("Sources/*/*.docc/*.md")) + ["README.md"]:
    text = open(article).read()
    name = os.path.basename(article).removesuffix(".md")
    blocks = swift_blocks(text)
    mac = any(re.search(r"^import AppKit$", body, re.M) for body, _ in blocks)
    app = "AppKit" if mac else "UIKit"
    files = {}
    for body, start in blocks:
        line = text[:start].count("\n") + 1
        entries = listed(name, body)
        matched |= entries
        if manifest.match(body) or entries:
            skipped.append(f"{name}:{line}")
            continue
        viewdidload = listed(name, body, nonthrowing)
        nonthrowing_matched |= viewdidload
        if mac and not against_sdk:
            skipped.append(f"{name}:{line} (AppKit: against the macOS SDK)")
            continue
        files[f"{name}{line}.swift"] = generate(
            article, line, body, imports=own_imports(body, app) or stated_imports(text, app),
            throws=not viewdidload)
    if files:
        emit(f"Article{name}", files, name, mac)
        checked += len(files)
checked_articles = len(targets) + len(mac_targets)


def doc_blocks(path):
    """The code blocks of a source file's doc comments, with the line each
    starts at: a run of `///     ` lines (indented four spaces past the
    comment's text) after a `///` line. A parameter's description that
    wraps is indented too, but follows its text, not a blank line."""
    result, current, previous = [], None, None
    for number, line in enumerate(open(path).read().split("\n"), 1):
        text = line.strip()
        if current is not None:
            if text.startswith("///     ") or text == "///":
                current[1].append(text[8:])
                previous = text
                continue
            result.append((current[0], "\n".join(current[1]).rstrip() + "\n"))
            current = None
        if text.startswith("///     ") and previous == "///":
            current = (number, [text[8:]])
        previous = text
    return result


# The doc comments' examples: one target per module, every block a file,
# but for a directory or a file of the module that has a context of its own
# (Contexts/DocComments<Module><Directory or file name>.swift), which gets a
# target of its own, so that its examples may give a name another type.
documented = 0
for module in ["LayoutGeometry", "MasonryLayout", "CircularLayout", "MasonryLayoutHosting",
               "CircularLayoutHosting", "MasonryLayoutUIKit", "CircularLayoutUIKit",
               "MasonryLayoutSwiftUI", "CircularLayoutSwiftUI"]:
    # A SwiftUI product's examples are SwiftUI code: they see SwiftUI and
    # the product, as the app's file that holds them would.
    imports = header + f"import SwiftUI\nimport {module}\n" if module.endswith("SwiftUI") else None
    groups = {}
    for source in sorted(glob.glob(f"Sources/{module}/**/*.swift", recursive=True)):
        name = os.path.basename(source).removesuffix(".swift")
        parts = os.path.relpath(source, f"Sources/{module}").split(os.sep)
        group = f"DocComments{module}"
        if len(parts) > 1 and os.path.exists(
                os.path.join(here, "Contexts", f"{group}{parts[0]}.swift")):
            group += parts[0]
        elif os.path.exists(os.path.join(here, "Contexts", f"{group}{name}.swift")):
            group += name
        files = groups.setdefault(group, {})
        for line, body in doc_blocks(source):
            entries = listed(name, body)
            matched |= entries
            # JSON (a Codable type's form, always an object) is not Swift.
            if entries or body.lstrip().startswith("{\""):
                skipped.append(f"{name}:{line}")
                continue
            tag = re.sub(r"\W", "_", name)
            files[f"{tag}{line}.swift"] = generate(source, line, body, tag, imports=imports)
    for group, files in groups.items():
        emit(group, files, group)
        documented += len(files)

# The mistakes the compiler must flag (Expected/): a target of their own,
# whose warnings Scripts/check-articles compares with the `// expected:`
# comments.
if not against_sdk:
    expected = os.path.join(out, "Sources", "ExpectedWarnings")
    os.makedirs(expected)
    for source in sorted(glob.glob(os.path.join(here, "Expected", "*.swift"))):
        open(os.path.join(expected, os.path.basename(source)), "w").write(open(source).read())
    targets.append("ExpectedWarnings")

if unchecked - matched:
    sys.exit(f"Unchecked.txt names blocks no article or source file has: {sorted(unchecked - matched)}")
if nonthrowing - nonthrowing_matched:
    sys.exit(f"NonThrowing.txt names blocks no article has: {sorted(nonthrowing - nonthrowing_matched)}")
if checked < 60:
    sys.exit(f"found {checked} article blocks to check, expected at least 60")
if documented < 60:
    sys.exit(f"found {documented} doc-comment blocks to check, expected at least 60")
open(os.path.join(out, "targets.txt"), "w").write("\n".join(targets) + "\n")
open(os.path.join(out, "targets-macos.txt"), "w").write("".join(f"{t}\n" for t in mac_targets))
print(f"{checked} article blocks in"
      f" {checked_articles} articles, and {documented} doc-comment examples;"
      f" not checked: {len(skipped)} ({', '.join(skipped)})")
