# Writes the probe that Scripts/check-apple-sdks compiles against Apple's
# SDKs: one function per public declaration of the UIKit model
# (UIKitModel/Sources), the SwiftUI stand-ins (SwiftUIStandIns/Sources) and
# the UIKit the articles' check declares beside the model
# (Scripts/ArticleCheck/UIKitStandIns.swift, a module ArticleStandIns here),
# each referencing the declaration with the type, the isolation and the
# availability the model gives it, so that a declaration Apple's SDK gives
# another type, label, optionality, isolation or introduced version fails
# to compile there.
#
#   python3 Scripts/AppleSDKCheck/probe.py <symbol graphs> <model modules> <work directory>
#
# <symbol graphs> holds the symbol graphs of the model's modules
# (QuartzCore, UIKit, SwiftUI, ArticleStandIns) as swiftc
# -emit-symbol-graph writes them,
# and <model modules> the same modules' .swiftmodule files (for Linux). The
# probe is made in rounds, each compiled against the model:
# 1. Discovery: each declaration is referenced (`x.contentInsets`,
#    `UICollectionView.init(frame:collectionViewLayout:)`, `Wheel.init`...)
#    and assigned to a type it cannot have; the compiler's error names the
#    type the model gives the reference, isolation included
#    (`@MainActor @Sendable (NSCollectionLayoutGroup) -> NSCollectionLayoutSection`).
# 2. The probe: each reference is assigned, through an `inout` parameter
#    (which admits no conversion: no optional promotion, no dropped
#    `@MainActor`), to a variable of exactly that type; a settable property
#    is also set; a type's superclass and conformances are required. Each
#    function carries the model's @available attributes (its own and its
#    enclosing types') and is main-actor isolated when the declaration is.
#    A reference the compiler cannot form (a generic method, a mutating
#    one, an overload by type alone, an opaque result) is probed by a call
#    instead, with arguments of the parameter types the model declares.
# 3. Whatever of that still fails against the model (the model's own
#    limits, not Apple's) is left out and counted; the rest is probe.swift,
#    with a comment above each function naming the declaration and where
#    the model declares it (check-apple-sdks reports Apple's errors there).
#
# Left out on purpose: the model-only API (`model...` names, which
# UIKitModel/README.md lists, `_` names, UIKitModelViolation,
# ModelSizedView), `package` declarations, operators, subscripts and
# associated types.

import glob
import json
import os
import re
import subprocess
import sys

graphs, modules, work = sys.argv[1:4]
# The newest version of each platform the SDKs have (iOS=17.0,macOS=14.0):
# a declaration the model makes available only later is left out.
newest = {}
for entry in (sys.argv[4] if len(sys.argv) > 4 else "").split(","):
    if "=" in entry:
        platform, version = entry.split("=")
        newest[platform] = tuple(int(part) for part in (version.split(".") + ["0", "0"])[:3])
swiftc = os.environ.get("SWIFTC", "swiftc")
os.makedirs(work, exist_ok=True)

# MARK: - The model's declarations

symbols, member_of, inherits, conforms, defaults = {}, {}, {}, {}, set()
external_names = {}
for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        # Members a type inherits from a protocol's extensions are the
        # protocol's, probed there.
        synthesized = "::SYNTHESIZED::" in symbol["identifier"]["precise"]
        if re.search(r"/(UIKitModel/Sources|SwiftUIStandIns/Sources|Scripts/ArticleCheck)/", uri) \
                and not synthesized:
            symbols[symbol["identifier"]["precise"]] = symbol
    for relation in graph["relationships"]:
        kind, source, target = relation["kind"], relation["source"], relation["target"]
        if "targetFallback" in relation:
            external_names[target] = relation["targetFallback"].split(".")[-1]
        if kind == "defaultImplementationOf":
            defaults.add(source)
        if kind in ("memberOf", "requirementOf"):
            member_of[source] = target
        elif kind == "inheritsFrom":
            inherits.setdefault(source, set()).add(target)
        elif kind == "conformsTo":
            conforms.setdefault(source, set()).add(target)


def name_of(identifier):
    if identifier in symbols:
        return symbols[identifier]["names"]["title"]
    return external_names.get(identifier)


def last(symbol):
    return symbol["pathComponents"][-1]


def model_only(symbol):
    """The model's own API (UIKitModel/README.md, Model-only API), which
    Apple does not declare."""
    for component in symbol["pathComponents"]:
        if re.match(r"(_|model|Model|UIKitModel)", component) or re.search(r"[(:]model[A-Z]", component):
            return True
    return symbol["accessLevel"] not in ("public", "open")


def ancestors(identifier):
    result = []
    while identifier in member_of:
        identifier = member_of[identifier]
        result.append(identifier)
    return result


def availability(identifier):
    """The newest introduced version of each platform the declaration or an
    enclosing type says, and the platforms any says it is unavailable on."""
    introduced, unavailable = {}, set()
    for each in [identifier] + ancestors(identifier):
        for entry in symbols.get(each, {}).get("availability", []):
            domain = entry.get("domain")
            if domain in (None, "*", "Swift"):
                continue
            if entry.get("isUnconditionallyUnavailable"):
                unavailable.add(domain)
            if "introduced" in entry:
                version = entry["introduced"]
                version = (version["major"], version.get("minor", 0), version.get("patch", 0))
                introduced[domain] = max(introduced.get(domain, version), version)
    return introduced, unavailable


def available_attributes(identifier):
    introduced, unavailable = availability(identifier)
    lines = []
    if introduced:
        versions = ", ".join(
            f"{domain} {major}.{minor}" + (f".{patch}" if patch else "")
            for domain, (major, minor, patch) in sorted(introduced.items()))
        lines.append(f"@available({versions}, *)")
    for domain in sorted(unavailable):
        lines.append(f"@available({domain}, unavailable)")
    return lines


def fragments_text(fragments):
    return "".join(fragment["spelling"] for fragment in fragments)


def is_main_actor(symbol):
    return "@MainActor" in fragments_text(symbol.get("declarationFragments", []))


def rename_self(text):
    return re.sub(r"\bSelf\b", "X", text)


def generics(identifier):
    """The generic parameters and constraints in scope of a declaration:
    the enclosing types' and its own (`Self` of a protocol is `X`)."""
    symbol = symbols[identifier]
    info = symbol.get("swiftGenerics", {})
    parameters = [parameter["name"] for parameter in info.get("parameters", [])]
    constraints = []
    for constraint in info.get("constraints", []):
        # Swift 6.2 spells out what every generic parameter already meets;
        # an older SDK's standard library has no such protocol.
        if constraint["rhs"] == "SendableMetatype":
            continue
        lhs, rhs = rename_self(constraint["lhs"]), rename_self(constraint["rhs"])
        operator = "==" if constraint["kind"] == "sameType" else ":"
        constraints.append(f"{lhs} {operator} {rhs}")
    parameters = ["X" if parameter == "Self" else parameter for parameter in parameters]
    parent = member_of.get(identifier)
    if parent in symbols and symbols[parent]["kind"]["identifier"] == "swift.protocol":
        if "X" not in parameters:
            parameters.insert(0, "X")
        requirement = f"X: {symbols[parent]['names']['title']}"
        if requirement not in constraints:
            constraints.insert(0, requirement)
    return parameters, constraints


def type_generics(identifier):
    """A type's own generic parameter list, as written after its name."""
    symbol = symbols.get(identifier)
    if not symbol:
        return ""
    names = [parameter["name"] for parameter in symbol.get("swiftGenerics", {}).get("parameters", [])]
    return f"<{', '.join(names)}>" if names else ""


def parent_type(identifier):
    """How the probe names the type a member belongs to: `X` for a
    protocol, the type's path with its generic parameters otherwise."""
    parent = member_of.get(identifier)
    if parent is None:
        return None, None
    if parent in symbols:
        kind = symbols[parent]["kind"]["identifier"]
        if kind == "swift.protocol":
            return "X", kind
        return ".".join(symbols[parent]["pathComponents"]) + type_generics(parent), kind
    return external_names.get(parent), "external"


def signature(parameters, constraints):
    clause = f"<{', '.join(parameters)}>" if parameters else ""
    where = f" where {', '.join(constraints)}" if constraints else ""
    return clause, where


# MARK: - The probes

class Probe:
    """One function of the probe: its header's attributes, its parameters
    and its body, for one declaration and one form."""

    def __init__(self, identifier, form, parameters, body, note=""):
        self.identifier, self.form, self.parameters, self.body = identifier, form, parameters, body
        self.note = note


def implemented(identifier):
    """Whether a protocol is one an app implements (a delegate, a data
    source): such a protocol is probed by a class that implements every
    requirement as the model declares it, as an app's would, since Apple
    declares most of them `optional` (an optional function when referenced)
    and warns when a method nearly matches one."""
    symbol = symbols.get(identifier)
    return bool(symbol) and symbol["kind"]["identifier"] == "swift.protocol" and \
        "/UIKitModel/" in symbol["location"]["uri"] and \
        re.search(r"(Delegate|DataSource|Prefetching)$", symbol["names"]["title"]) is not None


def implementation(identifier):
    """The class implementing a protocol's requirements, each with the
    model's declaration and a comment naming it."""
    protocol = symbols[identifier]["names"]["title"]
    lines = [f"@MainActor final class _ProbeImplements{protocol}: NSObject, {protocol} {{"]
    requirements = sorted((source for source, target in member_of.items()
                           if target == identifier and source in symbols
                           and symbols[source]["kind"]["identifier"] == "swift.method"),
                          key=lambda source: symbols[source]["location"]["position"]["line"])
    for requirement in requirements:
        symbol = symbols[requirement]
        declaration = fragments_text(symbol["declarationFragments"]).replace("@MainActor ", "")
        returned = returns(symbol)
        body = "" if returned in ("()", "Void") else " fatalError() "
        lines.append(f"  // {protocol}.{last(symbol)} (implemented) {where_declared(requirement)}")
        lines += [f"  {line}" for line in available_attributes(requirement)]
        lines.append(f"  {declaration} {{{body}}}")
    lines.append("}")
    return lines, requirements


def where_declared(identifier):
    symbol = symbols[identifier]
    path = re.sub(r"^.*?/(UIKitModel|SwiftUIStandIns|Scripts/ArticleCheck)/", r"\1/",
                  symbol["location"]["uri"])
    return f"{path}:{symbol['location']['position']['line'] + 1}"


def reference(symbol, identifier):
    """The expression naming a declaration, and the parameters it needs."""
    kind = symbol["kind"]["identifier"]
    title = last(symbol)
    owner, owner_kind = parent_type(identifier)
    if kind in ("swift.func", "swift.var"):
        return title, []
    if owner is None:
        return None, []
    if kind == "swift.init":
        return f"{owner}.{title}", []
    if kind in ("swift.type.property", "swift.type.method", "swift.enum.case"):
        return f"{owner}.{title}", []
    if kind in ("swift.property", "swift.method"):
        return f"x.{title}", [f"_ x: {owner}"]
    return None, []


def argument_list(symbol):
    """A call's arguments and the probe's parameters that supply them, of
    the types the model declares; None where they cannot be written."""
    title = last(symbol)
    labels = re.findall(r"(\w+|_):", title[title.find("("):]) if "(" in title else []
    declared = symbol.get("functionSignature", {}).get("parameters", [])
    if len(labels) != len(declared):
        return None
    arguments, parameters = [], []
    omitted = defaulted(symbol)
    if len(omitted) == len(declared):
        # A call with no argument may mean another declaration
        # (SwiftUI's deprecated `frame()`): give them all.
        omitted = set()
    for index, (label, parameter) in enumerate(zip(labels, declared)):
        if index in omitted:
            continue
        text = fragments_text(parameter["declarationFragments"])
        type_text = rename_self(text.split(":", 1)[1].strip()) if ":" in text else None
        if not type_text or type_text.endswith("..."):
            return None
        name = f"a{index}"
        if type_text.startswith("inout "):
            parameters.append(f"_ {name}: {type_text}")
            value = f"&{name}"
        else:
            parameters.append(f"_ {name}: {type_text}")
            value = name
        arguments.append(value if label == "_" else f"{label}: {value}")
    return ", ".join(arguments), parameters


sources = {}


def defaulted(symbol):
    """The indices of the parameters the model's declaration gives a
    default value, read from its source (a symbol graph does not say)."""
    uri = symbol["location"]["uri"].removeprefix("file://")
    if uri not in sources:
        sources[uri] = open(uri).read().split("\n")
    lines = sources[uri][symbol["location"]["position"]["line"]:]
    text = "\n".join(lines[:40])
    start = text.find("(")
    if start < 0:
        return set()
    depth, current, parameters = 0, "", []
    for character in text[start + 1:]:
        if character in "([<{":
            depth += 1
        elif character in ")]>}":
            if depth == 0:
                break
            depth -= 1
        if character == "," and depth == 0:
            parameters.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parameters.append(current)
    return {index for index, parameter in enumerate(parameters)
            if re.search(r"[^=!<>]=[^=]", parameter.split(":", 1)[-1])}


def prefers_call(identifier):
    """Whether a function is probed by a call rather than by its type: a
    declaration with default arguments (a call that leaves them out is
    what a user writes, and Apple may declare more of them), a SwiftUI
    view modifier, and CoreGraphics' functions (overloaded for CGFloat,
    Double and Int on Apple's platforms, so a reference is ambiguous)."""
    symbol = symbols[identifier]
    if symbol["kind"]["identifier"] not in ("swift.method", "swift.init", "swift.func",
                                            "swift.type.method"):
        return False
    uri = symbol["location"]["uri"]
    parent = member_of.get(identifier)
    view_modifier = "/SwiftUIStandIns/" in uri and parent in symbols and \
        symbols[parent]["names"]["title"] == "View"
    return bool(defaulted(symbol)) or view_modifier or "/UIKitModel/Sources/QuartzCore/" in uri


def returns(symbol):
    text = rename_self(fragments_text(symbol.get("functionSignature", {}).get("returns", [])))
    return text.strip() or "()"


def probes_for(identifier, types, form):
    """The probe functions of a declaration in a form: "reveal" (the
    discovery round), "exact", "call" or "reference"."""
    symbol = symbols[identifier]
    kind = symbol["kind"]["identifier"]
    result = []
    if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"):
        if form == "reveal":
            return result
        path = ".".join(symbol["pathComponents"])
        if kind == "swift.protocol":
            result.append(Probe(identifier, "type", ["_: X.Type"], [], note=f"X: {path}"))
            if implemented(identifier):
                result.append(Probe(identifier, "implements", [], implementation(identifier)[0]))
            for target in sorted(conforms.get(identifier, ())):
                other = name_of(target)
                if other and other not in ("Copyable", "Escapable", "SendableMetatype"):
                    result.append(Probe(identifier, f"refines {other}", ["_ x: X.Type"],
                                        [f"func refined<Y: {other}>(_: Y.Type) {{}}", "refined(x)"],
                                        note=f"X: {path}"))
            return result
        own = type_generics(identifier)
        result.append(Probe(identifier, "type", [f"_: {path}{own}.Type"], []))
        for target in sorted(inherits.get(identifier, ())):
            other = name_of(target)
            if other:
                result.append(Probe(identifier, f"inherits {other}", [f"_ x: {path}{own}"],
                                    [f"let _: {other} = x"]))
        for target in sorted(conforms.get(identifier, ())):
            other = name_of(target)
            if other and other not in ("Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype"):
                result.append(Probe(identifier, f"conforms to {other}", [f"_ x: {path}{own}.Type"],
                                    [f"func conforming<Y: {other}>(_: Y.Type) {{}}", "conforming(x)"]))
        return result
    expression, parameters = reference(symbol, identifier)
    if expression is None:
        return result
    if form == "reveal":
        result.append(Probe(identifier, "reveal", parameters,
                            [f"var value = {expression}", "let _: _ProbeReveal = value"]))
    elif form == "exact":
        revealed = types.get(identifier)
        if revealed is None:
            return result
        result.append(Probe(identifier, "exact", parameters,
                            [f"var value = {expression}", exact_check(identifier, revealed)]))
        if kind in ("swift.property", "swift.type.property", "swift.var"):
            owner, owner_kind = parent_type(identifier)
            setter = [f"_ v: {revealed}"]
            if kind == "swift.property" and owner_kind in ("swift.struct", "swift.enum", "external"):
                body = [f"var y = x", f"y.{last(symbol)} = v", "_ = y"]
            else:
                body = [f"{expression} = v"]
            result.append(Probe(identifier, "set", parameters + setter, body))
    elif form == "call":
        arguments = argument_list(symbol)
        if arguments is None or kind in ("swift.property", "swift.type.property", "swift.var",
                                          "swift.enum.case"):
            return result
        call_arguments, call_parameters = arguments
        base = expression[: -len(last(symbol))] + last(symbol).split("(")[0]
        if kind == "swift.init":
            base = expression[: -len(last(symbol))].rstrip(".")
        mutating = "mutating" in fragments_text(symbol.get("declarationFragments", []))
        body = []
        if mutating:
            body.append("var x = x")
        returned = returns(symbol)
        call = f"{base}({call_arguments})"
        if returned in ("()", "Void") and kind != "swift.init":
            body.append(call)
        elif kind == "swift.init" or "some " in returned:
            body.append(f"_ = {call}")
        else:
            body += [f"var value = {call}", f"_probeExact(&value, ({returned}).self)"]
        prefix = "try " if "throws" in fragments_text(symbol.get("declarationFragments", [])) else ""
        if prefix:
            body = [line.replace("= ", "= try ", 1) if line.startswith(("_ =", "var value"))
                    else "try " + line if line == call else line for line in body]
        result.append(Probe(identifier, "call", parameters + call_parameters, body))
    elif form == "reference":
        result.append(Probe(identifier, "reference", parameters, [f"_ = {expression}"]))
    return result


def exact_check(identifier, revealed):
    """The check that a reference has exactly the type the model gives it,
    but for what the SDKs spell two ways: a method reference is `@Sendable`
    when its base type is Sendable (Apple made more types main-actor in the
    iOS 18 SDK, which the model follows), and an Objective-C protocol's
    optional method is an optional function (which the model cannot
    declare on Linux: UIKitModel/README.md)."""
    alternatives = []
    sendable = re.match(r"^((?:@MainActor )?)@Sendable (\(.*)$", revealed)
    if sendable:
        alternatives.append(sendable.group(1) + sendable.group(2))
    parent = member_of.get(identifier)
    if (parent in symbols and symbols[parent]["kind"]["identifier"] == "swift.protocol"
            and "/UIKitModel/" in symbols[identifier]["location"]["uri"]
            and re.sub(r"^@MainActor ", "", revealed).startswith("(")):
        alternatives.append(f"({revealed})?")
    if not alternatives:
        return f"_probeExact(&value, ({revealed}).self)"
    return f"_probeExact(&value, ({revealed}).self, {', '.join(f'({a}).self' for a in alternatives)})"


def render(probes):
    """The probe file, and the probe each line belongs to."""
    lines = ["// Generated by Scripts/AppleSDKCheck/probe.py: do not edit.",
             "import Foundation", "import QuartzCore", "import SwiftUI", "import UIKit",
             "#if canImport(ArticleStandIns)",
             "  import ArticleStandIns  // what the articles' check declares beside the model",
             "#endif", "",
             "struct _ProbeReveal {}",
             "func _probeExact<T>(_ value: inout T, _ type: T.Type) {}",
             "func _probeExact<T, U>(_ value: inout T, _ type: T.Type, _ other: U.Type) {}",
             "func _probeExact<T, U>(_ value: inout U, _ type: T.Type, _ other: U.Type) {}",
             "func _probeExact<T, U, V>(_ value: inout T, _ type: T.Type, _ b: U.Type, _ c: V.Type) {}",
             "func _probeExact<T, U, V>(_ value: inout U, _ type: T.Type, _ b: U.Type, _ c: V.Type) {}",
             "func _probeExact<T, U, V>(_ value: inout V, _ type: T.Type, _ b: U.Type, _ c: V.Type) {}",
             ""]
    owners = {}
    for number, probe in enumerate(probes):
        symbol = symbols[probe.identifier]
        where = where_declared(probe.identifier)
        start = len(lines) + 1
        if probe.form == "implements":
            lines += available_attributes(probe.identifier) + probe.body + [""]
            for line in range(start, len(lines) + 1):
                owners[line] = number
            continue
        lines.append(f"// {'.'.join(symbol['pathComponents'])} ({probe.form}) {where}")
        lines += available_attributes(probe.identifier)
        generic_parameters, constraints = generics(probe.identifier)
        if probe.note.startswith("X: "):
            generic_parameters, constraints = ["X"], [probe.note]
        isolation = "@MainActor " if is_main_actor(symbol) else ""
        clause, where_clause = signature(generic_parameters, constraints)
        throws = " throws" if any("try " in line for line in probe.body) else ""
        lines.append(f"{isolation}func _probe{number}{clause}({', '.join(probe.parameters)}){throws}{where_clause} {{")
        lines += [f"  {line}" for line in probe.body]
        lines.append("}")
        lines.append("")
        for line in range(start, len(lines) + 1):
            owners[line] = number
    return "\n".join(lines) + "\n", owners


def compile_against_model(source):
    """The probe functions that fail to compile against the model, with
    the errors at each."""
    path = os.path.join(work, "round.swift")
    open(path, "w").write(source)
    run = subprocess.run(
        [swiftc, "-typecheck", "-swift-version", "6", "-package-name", "probe", "-I", modules,
         path], capture_output=True, text=True)
    errors = {}
    for match in re.finditer(r"^" + re.escape(path) + r":(\d+):\d+: error: (.*)$", run.stderr, re.M):
        errors.setdefault(int(match.group(1)), []).append(match.group(2))
    if run.returncode != 0 and not errors:
        sys.exit("probe.py: the compiler failed without an error in the probe:\n" + run.stderr[-4000:])
    return errors


def too_new(identifier):
    introduced, _ = availability(identifier)
    return any(platform in newest and version > newest[platform]
               for platform, version in introduced.items())


# A protocol extension's default for a requirement is the model's way of
# declaring an optional method (UIKitModel/README.md): the requirement is
# probed, not the default.
public = [identifier for identifier, symbol in symbols.items()
          if not model_only(symbol) and identifier not in defaults
          and not any(model_only(symbols[a]) for a in ancestors(identifier) if a in symbols)]
newer = sorted(".".join(symbols[identifier]["pathComponents"]) for identifier in public
               if too_new(identifier))
declarations = sorted(
    (identifier for identifier in public if not too_new(identifier)),
    key=lambda identifier: (symbols[identifier]["location"]["uri"],
                            symbols[identifier]["location"]["position"]["line"]))

# Discovery: the type the model gives each reference.
discovery = [probe for identifier in declarations for probe in probes_for(identifier, {}, "reveal")]
source, owners = render(discovery)
types = {}
for line, messages in compile_against_model(source).items():
    probe = discovery[owners[line]]
    for message in messages:
        found = re.match(r"cannot convert value of type '(.*?)'(?: \(aka '.*'\))? to specified type '_ProbeReveal'", message)
        if found:
            types[probe.identifier] = found.group(1)

# The probe: each declaration in the first form that compiles against the
# model.
forms = {identifier: ["exact", "call", "reference"] for identifier in declarations}
probes = []
for identifier in declarations:
    kind = symbols[identifier]["kind"]["identifier"]
    if implemented(member_of.get(identifier)):
        continue
    if prefers_call(identifier):
        forms[identifier] = ["call", "exact", "reference"]
    made = probes_for(identifier, types, forms[identifier][0])
    if not made and kind not in ("swift.class", "swift.struct", "swift.enum", "swift.protocol",
                                 "swift.typealias"):
        forms[identifier].pop(0)
        made = probes_for(identifier, types, forms[identifier][0])
    probes += made
dropped = []
for attempt in range(6):
    source, owners = render(probes)
    errors = compile_against_model(source)
    if not errors:
        break
    failing = {owners[line] for line in errors}
    kept, retried = [], set()
    for number, probe in enumerate(probes):
        if number not in failing:
            kept.append(probe)
            continue
        # A setter the model does not have, a superclass or conformance
        # the discovery named wrongly: the model's own limit; a reference
        # that cannot be formed: the next form.
        if probe.form in ("exact", "call") and probe.identifier not in retried:
            retried.add(probe.identifier)
            remaining = forms[probe.identifier]
            while remaining and remaining[0] != probe.form:
                remaining.pop(0)
            if remaining:
                remaining.pop(0)
            replacement = probes_for(probe.identifier, types, remaining[0]) if remaining else []
            kept += replacement
            if not replacement:
                dropped.append((probe, errors))
        elif probe.form not in ("exact", "call"):
            dropped.append((probe, errors))
    probes = kept
else:
    sys.exit("probe.py: the probe still fails against the model after six rounds")

source, owners = render(probes)
open(os.path.join(work, "probe.swift"), "w").write(source)
probed = {probe.identifier for probe in probes} | {
    requirement for probe in probes if probe.form == "implements"
    for requirement in implementation(probe.identifier)[1]}
unprobed = [".".join(symbols[identifier]["pathComponents"]) for identifier in declarations
            if identifier not in probed]
open(os.path.join(work, "unprobed.txt"), "w").write("\n".join(sorted(set(unprobed))) + "\n")
open(os.path.join(work, "newer.txt"), "w").write("\n".join(newer) + "\n")
print(f"probe: {len(newer)} of the model's declarations are newer than the SDKs (not probed:"
      f" {os.path.join(work, 'newer.txt')})")
print(f"probe: {len(probes)} checks of {len(probed)} of the model's {len(declarations)} declarations"
      f" ({len(set(unprobed))} not probed: {os.path.join(work, 'unprobed.txt')})")
