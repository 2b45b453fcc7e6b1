#!/bin/sh
# An Xcode "Run Script" build phase that checks the event map on every build. Each finding
# shows in Xcode's issue navigator at the config's line; an error fails the build.
#
# Paste this into the app target: Build Phases, +, New Run Script Phase. Untick "Based on
# dependency analysis" so that it runs on every build, and turn "User Script Sandboxing"
# (ENABLE_USER_SCRIPT_SANDBOXING) off for the target: the sandbox lets a script read only the
# files listed as its inputs, and validate reads the configs and the sources.

# Xcode runs build phases with a short PATH: add where mapper is usually installed.
PATH="$PATH:/usr/local/bin:/opt/homebrew/bin:$HOME/.local/bin"

if ! command -v mapper > /dev/null 2>&1; then
    echo "warning: mapper is not installed, so the event map was not checked"
    exit 0
fi

# The folder that holds .mapper.json: the project's, unless the configs live elsewhere.
cd "${SRCROOT:?this runs as an Xcode build phase, which sets SRCROOT}" || exit 1
output=$(mapper validate --reporter xcode 2>&1)
status=$?
# Paths made absolute, which Xcode links to the file and line.
printf '%s\n' "$output" | awk '/^[^\/ ][^:]*(:[0-9]+:[0-9]+)?: (error|warning|note): / { $0 = ENVIRON["PWD"] "/" $0 } { print }'
exit $status
