#!/usr/bin/env python3
"""Validates every file in Layouts/ against `brickyard schema` with a real JSON Schema validator
(python-jsonschema, draft 2020-12), then checks that a copy with a misspelt key fails it.

Usage: validate-layouts.py SCHEMA.json [LAYOUT...]   (default: every file in Layouts/)
"""
import copy
import glob
import json
import sys

import jsonschema
import yaml


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f) if path.endswith(".json") else yaml.safe_load(f)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    paths = sys.argv[2:] or sorted(glob.glob("Layouts/*.yaml") + glob.glob("Layouts/*.json"))
    failed = 0
    for path in paths:
        errors = sorted(validator.iter_errors(load(path)), key=lambda e: list(e.absolute_path))
        for e in errors[:5]:
            where = "/".join(str(p) for p in e.absolute_path)
            print(f"{path}: {where}: {e.message[:300]}")
        failed += bool(errors)
    print(f"schema: {len(paths) - failed} of {len(paths)} layout files valid")

    # A misspelt key must fail: 'widht' on the first brick of the first layout that has one.
    for path in paths:
        doc = load(path)
        bricks = (doc.get("root") or {}).get("bricks") or []
        if bricks and isinstance(bricks[0], dict):
            bad = copy.deepcopy(doc)
            bad["root"]["bricks"][0]["widht"] = 10
            if validator.is_valid(bad):
                print(f"schema: a misspelt key 'widht' in {path} was not rejected")
                return 1
            print(f"schema: a misspelt key 'widht' in {path} is rejected")
            break
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
