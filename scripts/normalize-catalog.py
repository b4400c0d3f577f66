#!/usr/bin/env python3
"""Normalizes `puppet catalog compile` output (stdin) for the conformance suite.

A catalog becomes canonical JSON with volatile keys (version, catalog_uuid,
code_id) dropped and `file` reduced to its base name (kept whole with
`--keep-paths`, for environments whose paths are already made relative). A failed compile
becomes `error: MESSAGE` with Puppet's `(file: ..., line: L, column: C)`
suffix turned into `(line: L, column: C)` and the node suffix dropped.
The same normalization is done in Rust by tests/conformance.rs.
"""
import json
import re
import sys

keep_paths = "--keep-paths" in sys.argv[1:]
text = sys.stdin.read()
catalog = next((l for l in text.splitlines() if l.startswith("{")), None)
if catalog:
    data = json.loads(catalog)
    for key in ("version", "catalog_uuid", "code_id"):
        data.pop(key, None)
    for res in data.get("resources", []):
        if "file" in res and not keep_paths:
            res["file"] = res["file"].rsplit("/", 1)[-1]
    print(json.dumps(data, indent=1, sort_keys=False))
else:
    errors = [re.sub(r"\x1b\[[0-9;]*m", "", l) for l in text.splitlines() if "Error:" in l and "Facter" not in l]
    msg = errors[0] if errors else "no output"
    msg = re.sub(r"^.*?Error: (Could not call 'find' on 'catalog': )?", "", msg)
    msg = re.sub(r" on node \S+$", "", msg)
    msg = re.sub(r"#<Puppet::Resource::Type:0x[0-9a-f]+>", "#<Puppet::Resource::Type>", msg)
    msg = re.sub(r"\(file: [^,)]*, ", "(", msg)
    msg = re.sub(r"\(file: [^)]*\)", "", msg).strip()
    print("error: " + msg)
