#!/bin/sh
# Prints what the Swift compiler exposes to Objective-C for one rule's Swift files: the
# Objective-C header it generates, reduced to its classes and instance methods. The compiler on
# Linux decides @objc as on Apple platforms when Objective-C interop is switched on; the stand-in
# modules in CompilerStubs declare the framework types the fixtures use. The header lists
# internal and wider members only: a private member never shows, @objc or not. It reads the
# folder's Swift files only; a folder whose Swift files use its Objective-C declarations does not
# compile here.
#
#   Tests/Fixtures/ScannerRules/check-with-swiftc.sh Tests/Fixtures/ScannerRules/private-extension
set -eu
rule=${1:?usage: check-with-swiftc.sh <rule folder>}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags="-enable-objc-interop -disable-objc-attr-requires-foundation-module"
swiftc=${SWIFTC:-swiftc}
$swiftc -frontend -emit-module $flags -module-name ObjectiveC -o "$work/ObjectiveC.swiftmodule" "$here/CompilerStubs/ObjectiveC.swift"
$swiftc -frontend -emit-module $flags -I "$work" -module-name UIKit -o "$work/UIKit.swiftmodule" "$here/CompilerStubs/UIKit.swift"
# One file: the frontend writes a header for the first of several files only.
find "$rule" -name '*.swift' | sort | xargs cat > "$work/App.swift"
$swiftc -frontend -typecheck $flags -I "$work" -module-name App -emit-objc-header-path "$work/App.h" "$work/App.swift"
grep -E '^@interface|^- \(' "$work/App.h" | grep -v 'instancetype)init' | sed -E 's/ SWIFT_[A-Z_]+//g'
