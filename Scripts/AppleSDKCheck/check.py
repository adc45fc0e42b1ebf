# Typechecks the package against Apple's SDKs (run by Scripts/check-apple-sdks,
# whose header says what and why).
#
#   python3 Scripts/AppleSDKCheck/check.py <work directory> <sdk>...
#
# Each <sdk> is NAME=PATH (ios=/path/iPhoneOS17.0.sdk, macos=...). The
# environment gives SWIFTC, and on Linux APPLE_SDK_RESOURCE_DIR; the module
# cache is APPLE_SDK_MODULE_CACHE. For each SDK, in order:
# 1. every library module of Package.swift, in dependency order, at the
#    package's deployment target for the SDK's platform, Swift 6, with the
#    package name SwiftPM passes to a dependency named swift-layout-engines;
# 2. (iOS) each app of Examples/ at its own deployment target;
# 3. (iOS) the articles' and doc comments' code blocks, as
#    Scripts/check-articles makes them (Scripts/ArticleCheck/generate.py
#    --sdk), each article against the modules of step 1, at the SDK's own
#    version (a new app's target: the articles say what needs iOS 14, 15,
#    16 or 17); (macOS) the same for the articles written for AppKit
#    (generate.py's targets-macos.txt), at the macOS SDK's version;
# 4. (iOS) the probe of the UIKit model's and the SwiftUI stand-ins'
#    declarations (probe.py, beside this file).
# Every error, and every warning in the package's own code, is printed at
# the file and line it belongs to (an article's block at the line the block
# starts; a probe's at the model's declaration), and the exit status is 1
# if there is any.

import json
import os
import re
import subprocess
import sys
import time

work = sys.argv[1]
sdks = dict(argument.split("=", 1) for argument in sys.argv[2:])
swiftc = os.environ.get("SWIFTC", "swiftc")
root = os.getcwd()
# A scratch path of its own: the root's .build/ may be locked by a build
# running beside this check in CI.
package = json.loads(subprocess.run(
    ["swift", "package", "--scratch-path", os.path.join(work, "manifest"), "dump-package"],
    capture_output=True, text=True, check=True).stdout)

# What SwiftPM passes as -package-name to the modules of a dependency whose
# identity is swift-layout-engines (its URL's last component).
package_name = "swift_layout_engines"

platforms = {entry["platformName"]: entry["version"] for entry in package["platforms"]}
targets = {
    "ios": lambda version: f"arm64-apple-ios{version}",
    "macos": lambda version: f"x86_64-apple-macos{version}",
    "tvos": lambda version: f"arm64-apple-tvos{version}",
    "xros": lambda version: f"arm64-apple-xros{version}",
    "watchos": lambda version: f"arm64_32-apple-watchos{version}",
}
platform_names = {"ios": "ios", "macos": "macos", "tvos": "tvos", "xros": "visionos",
                  "watchos": "watchos"}

# Warnings about the SDKs themselves, not the code: ignored everywhere.
sdk_noise = re.compile(r"Could not read SDKSettings|using sysroot for")
# Warnings that say nothing about the platform in a fragment or the probe:
# a fragment's `masonry.columnWidth   // 175.5` is an unused expression on
# purpose, and the probe's variables hold what it references. The
# package's own code and Examples/ may have none.
harmless = re.compile(
    r"never mutated|never used|is unused|unused|inferred to have type|will never be executed|"
    + sdk_noise.pattern)

problems = []


def library_modules():
    """The library products' modules and the modules they need, in
    dependency order."""
    by_name = {target["name"]: target for target in package["targets"]}
    wanted = []

    def visit(name):
        if name in wanted:
            return
        for dependency in by_name[name]["dependencies"]:
            for value in dependency.values():
                visit(value[0])
        wanted.append(name)

    for product in package["products"]:
        if "library" in product["type"]:
            for name in product["targets"]:
                visit(name)
    return [(name, by_name[name].get("path") or f"Sources/{name}") for name in wanted]


def swift_files(directory):
    result = []
    for folder, _, files in os.walk(directory):
        result += [os.path.abspath(os.path.join(folder, file)) for file in files
                   if file.endswith(".swift")]
    return sorted(result)


def compiler(sdk, target, modules):
    flags = [swiftc, "-swift-version", "6", "-target", target, "-sdk", sdks[sdk],
             "-I", modules]
    if os.environ.get("APPLE_SDK_RESOURCE_DIR"):
        flags += ["-resource-dir", os.environ["APPLE_SDK_RESOURCE_DIR"]]
    if os.environ.get("APPLE_SDK_MODULE_CACHE"):
        flags += ["-module-cache-path", os.environ["APPLE_SDK_MODULE_CACHE"]]
    return flags


def diagnostics(output):
    """(file, line, severity, message) of each diagnostic."""
    return sorted(set(
        (match.group(1), int(match.group(2)), match.group(3), match.group(4))
        for match in re.finditer(r"^(/[^:\n]+?\.swift):(\d+):\d+: (error|warning): (.*)$",
                                 output, re.M)))


def report(sdk, where, severity, message):
    where = where.removeprefix(root + "/")
    problems.append(f"{sdk}: {where}: {severity}: {message}")


def check_modules(sdk, modules):
    version = platforms.get(platform_names[sdk])
    target = targets[sdk](version)
    for name, path in library_modules():
        run = subprocess.run(
            compiler(sdk, target, modules)
            + ["-emit-module", "-parse-as-library", "-module-name", name, "-package-name",
               package_name, "-emit-module-path", os.path.join(modules, f"{name}.swiftmodule")]
            + swift_files(path), capture_output=True, text=True)
        for file, line, severity, message in diagnostics(run.stderr):
            if severity == "error" or not sdk_noise.search(message):
                report(sdk, f"{file}:{line}", severity, message)
        if run.returncode != 0 and not diagnostics(run.stderr):
            report(sdk, path, "error", run.stderr.strip()[-2000:])
    return target


def check_examples(sdk, modules):
    for app in sorted(os.listdir("Examples")):
        manifest = os.path.join("Examples", app, "Package.swift")
        if not os.path.exists(manifest):
            continue
        found = re.search(r"\.iOS\(\"([\d.]+)\"\)", open(manifest).read())
        version = found.group(1) if found else platforms["ios"]
        run = subprocess.run(
            compiler(sdk, targets[sdk](version), modules)
            + ["-typecheck", "-parse-as-library", "-module-name", "AppModule"]
            + swift_files(os.path.join("Examples", app, "Sources")), capture_output=True, text=True)
        for file, line, severity, message in diagnostics(run.stderr):
            if severity == "error" or not sdk_noise.search(message):
                report(sdk, f"{file}:{line}", severity, message)


def sdk_version(sdk):
    """The SDK's own version (17.0 for iPhoneOS17.0.sdk)."""
    settings = os.path.join(sdks[sdk], "SDKSettings.json")
    if os.path.exists(settings):
        return json.load(open(settings))["Version"]
    return re.search(r"(\d+(?:\.\d+)*)\.sdk/?$", sdks[sdk]).group(1)


def check_articles(sdk, modules):
    # At the SDK's own version, as a new app made with that SDK targets:
    # what a block calls may need a newer system than the package's
    # deployment target, and the article says which (LazyMasonry's iOS 16).
    # iOS checks the blocks written for UIKit, macOS those written for
    # AppKit (generate.py's targets-macos.txt: a host of one's own).
    target = targets[sdk](sdk_version(sdk))
    generated = os.path.join(work, "articles")
    subprocess.run(["rm", "-rf", generated], check=True)
    subprocess.run([sys.executable, "Scripts/ArticleCheck/generate.py", generated, "--sdk"],
                   check=True, stdout=subprocess.DEVNULL)
    listing = "targets-macos.txt" if sdk == "macos" else "targets.txt"
    for name in sorted(open(os.path.join(generated, listing)).read().split()):
        directory = os.path.join(generated, "Sources", name)
        run = subprocess.run(
            compiler(sdk, target, modules)
            + ["-typecheck", "-parse-as-library", "-module-name", name, "-package-name",
               "article_check"] + swift_files(directory), capture_output=True, text=True)
        for file, line, severity, message in diagnostics(run.stderr):
            if severity == "warning" and harmless.search(message):
                continue
            # A fragment's own warnings (an unused value, a `var` never
            # changed) are the fragment's style; those about isolation and
            # sending are what Xcode would reject in Swift 6 mode.
            if severity == "warning" and not re.search(
                    r"actor|isolat|Sendable|data race|sending|deprecated|nearly matches", message):
                continue
            first = open(file).readline()
            origin = re.match(r"// (\S+), line (\d+)", first)
            where = f"{origin.group(1)}:{origin.group(2)} (the block; {os.path.basename(file)}:{line})" \
                if origin else f"{file}:{line}"
            report(sdk, where, severity, message)


exceptions = {}
for entry in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "ProbeExceptions.txt")):
    if entry.strip() and not entry.startswith("#"):
        probe_name, reason = (part.strip() for part in entry.split("|", 1))
        exceptions[probe_name] = reason


def check_probe(sdk, target):
    probe = os.path.abspath(os.path.join(work, "probe", "probe.swift"))
    if not os.path.exists(probe):
        return
    excused = set()
    run = subprocess.run(compiler(sdk, target, os.path.join(work, "probe"))
                         + ["-typecheck", probe], capture_output=True, text=True)
    lines = open(probe).read().split("\n")
    for file, line, severity, message in diagnostics(run.stderr):
        if severity == "warning" and harmless.search(message):
            continue
        comment = next((lines[index] for index in range(line - 1, -1, -1)
                        if lines[index].lstrip().startswith("// ")), "")
        found = re.match(r"\s*// (\S+) \((.*?)\) (\S+)$", comment)
        if found and f"{found.group(1)} ({found.group(2)})" in exceptions:
            excused.add(f"{found.group(1)} ({found.group(2)})")
            continue
        if found:
            report(sdk, found.group(3), severity,
                   f"the model's {found.group(1)} ({found.group(2)}) differs from Apple's: {message}")
        else:
            report(sdk, f"{file}:{line}", severity, message)
    for stale in sorted(set(exceptions) - excused):
        report(sdk, "Scripts/AppleSDKCheck/ProbeExceptions.txt", "error",
               f"'{stale}' is listed but its probe no longer fails: remove it")


for sdk in sdks:
    modules = os.path.join(work, sdk, "modules")
    os.makedirs(modules, exist_ok=True)
    steps = []

    def step(name, work):
        started = time.time()
        result = work()
        steps.append(f"{name} ({time.time() - started:.0f} s)")
        return result

    target = step("the library's modules", lambda: check_modules(sdk, modules))
    if sdk == "ios":
        step("Examples/", lambda: check_examples(sdk, modules))
    if sdk in ("ios", "macos"):
        step("the docs' code", lambda: check_articles(sdk, modules))
    if sdk == "ios":
        step("the model's probe", lambda: check_probe(sdk, target))
    print(f"{sdk} at {target}: {', '.join(steps)}")

for problem in problems:
    print(problem)
if problems:
    sys.exit(f"check-apple-sdks: {len(problems)} errors or warnings against Apple's SDKs")
print("check-apple-sdks: the package, its example app, its documentation's code and the model's"
      f" declarations typecheck against Apple's SDKs ({', '.join(sdks)})")
