#!/usr/bin/env python3
"""Normalizes `puppet catalog compile` output (stdin) for the conformance suite.

A catalog becomes canonical JSON with volatile keys (version, catalog_uuid,
code_id) dropped and `file` reduced to its base name (kept whole with
`--keep-paths`, for environments whose paths are already made relative). A failed compile
becomes `error: MESSAGE` with Puppet's `(file: ..., line: L, column: C)`
suffix turned into `(line: L, column: C)` and the node suffix dropped.
The same normalization is done in Rust by tests/conformance.rs.
Usage: normalize-catalog.py [--keep-paths] < OUTPUT, or with IN OUT pairs of files.
"""
import json
import re
import sys

args = [a for a in sys.argv[1:] if a != "--keep-paths"]
keep_paths = len(args) < len(sys.argv) - 1


def normalize(text):
    catalog = next((l for l in text.splitlines() if l.startswith("{")), None)
    if catalog:
        data = json.loads(catalog)
        for key in ("version", "catalog_uuid", "code_id"):
            data.pop(key, None)
        for res in data.get("resources", []):
            if "file" in res and not keep_paths:
                res["file"] = res["file"].rsplit("/", 1)[-1]
        return json.dumps(data, indent=1, sort_keys=False)
    errors = [re.sub(r"\x1b\[[0-9;]*m", "", l) for l in text.splitlines() if "Error:" in l and "Facter" not in l]
    msg = errors[0] if errors else "no output"
    msg = re.sub(r"^.*?Error: (Could not call 'find' on 'catalog': )?", "", msg)
    msg = re.sub(r" on node \S+$", "", msg)
    msg = re.sub(r"#<Puppet::Resource::Type:0x[0-9a-f]+>", "#<Puppet::Resource::Type>", msg)
    msg = re.sub(r"\(file: [^,)]*, ", "(", msg)
    msg = re.sub(r"\(file: [^)]*\)", "", msg).strip()
    return "error: " + msg


if not args:
    print(normalize(sys.stdin.read()))
# Pairs of files (scripts/puppet-batch.rb's outputs): IN normalized into OUT.
for src, dst in zip(args[::2], args[1::2]):
    with open(src) as f:
        text = normalize(f.read())
    with open(dst, "w") as f:
        f.write(text + "\n")
