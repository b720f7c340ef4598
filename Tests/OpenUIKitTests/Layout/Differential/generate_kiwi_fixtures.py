#!/usr/bin/env python3
"""Differential fixtures for OpenUIKit's Auto Layout, solved by kiwisolver (an independent
Cassowary implementation, PyPI `kiwisolver`).

Generates random view trees (nested views, margins, intrinsic sizes with hugging and compression
resistance, optional constraints with priorities, constant changes), solves each with kiwisolver,
and keeps only systems whose answer is unique and does not depend on how priorities are weighted:
each system is solved under two different priority-to-strength mappings and with weak pulls in
opposite directions on every variable; all six answers must agree. Systems with negative sizes
are left out.

Usage: python3 generate_kiwi_fixtures.py > kiwi_systems.json   (seeded: same output every run)
"""
import json
import random
import sys

import kiwisolver as kiwi

MARGIN = 8.0
H_ATTRS = ["left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin", "centerXWithinMargins"]
V_ATTRS = ["top", "bottom", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins"]


def attr_expr(v, attr):
    x, y, w, h = v
    return {
        "left": x, "leading": x, "right": x + w, "trailing": x + w, "width": w + 0, "height": h + 0,
        "centerX": x + 0.5 * w, "centerY": y + 0.5 * h, "top": y + 0, "bottom": y + h,
        "leftMargin": x + MARGIN, "leadingMargin": x + MARGIN, "rightMargin": x + w - MARGIN,
        "trailingMargin": x + w - MARGIN, "topMargin": y + MARGIN, "bottomMargin": y + h - MARGIN,
        "centerXWithinMargins": x + 0.5 * w, "centerYWithinMargins": y + 0.5 * h,
    }[attr]


def strength(p, mapping):
    if p >= 1000:
        return "required"
    if mapping == 0:
        return kiwi.strength.create(0, 0, (p / 10.0) ** 3 / 1000)
    return kiwi.strength.create(0, 0, p)


def solve(system, mapping, pull, constants):
    s = kiwi.Solver()
    vs = []
    for i, view in enumerate(system["views"]):
        v = tuple(kiwi.Variable(f"v{i}{k}") for k in "xywh")
        vs.append(v)
    W, H = system["root"]
    x, y, w, h = vs[0]
    for c in (x == 0, y == 0, w == W, h == H):
        s.addConstraint(c)
    for i, view in enumerate(system["views"][1:], start=1):
        if view["intrinsic"]:
            iw, ih = view["intrinsic"]
            _, _, w, h = vs[i]
            s.addConstraint((w <= iw) | strength(view["hug"][0], mapping))
            s.addConstraint((w >= iw) | strength(view["comp"][0], mapping))
            s.addConstraint((h <= ih) | strength(view["hug"][1], mapping))
            s.addConstraint((h >= ih) | strength(view["comp"][1], mapping))
    for k, c in enumerate(system["constraints"]):
        first = attr_expr(vs[c["a"]], c["aa"])
        rhs = constants[k]
        if c["b"] is not None:
            rhs = c["m"] * attr_expr(vs[c["b"]], c["ba"]) + constants[k]
        cn = {"==": first == rhs, "<=": first <= rhs, ">=": first >= rhs}[c["rel"]]
        s.addConstraint(cn | strength(c["p"], mapping))
    if pull:
        for v in vs[1:]:
            for var in v:
                s.addConstraint((var == pull) | kiwi.strength.create(0, 0, 1e-4))
    s.updateVariables()
    return [[var.value() for var in v] for v in vs]


def relative(system, absolute):
    frames = []
    for i, view in enumerate(system["views"]):
        x, y, w, h = absolute[i]
        if i == 0:
            frames.append([0, 0, w, h])
        else:
            px, py, _, _ = absolute[view["parent"]]
            frames.append([x - px, y - py, w, h])
    return frames


def agree(a, b):
    return all(abs(p - q) < 1e-6 for fa, fb in zip(a, b) for p, q in zip(fa, fb))


def robust_solution(system, constants):
    try:
        answers = [solve(system, m, pull, constants) for m in (0, 1) for pull in (None, -1000.0, 5000.0)]
    except (kiwi.UnsatisfiableConstraint, kiwi.UnknownConstraint):
        return None
    # Negative sizes are left out: what UIKit does with them is undocumented (our frames clamp at 0).
    if any(f[2] < 0 or f[3] < 0 for f in answers[0]):
        return None
    if all(agree(answers[0], other) for other in answers[1:]):
        return relative(system, answers[0])
    return None


def random_system(rng):
    n = rng.randint(2, 7)
    views = [{"parent": None, "intrinsic": None, "hug": [250, 250], "comp": [750, 750]}]
    constraints = []
    for i in range(1, n):
        parent = rng.randrange(0, i)
        intrinsic = [float(rng.randint(10, 120)), float(rng.randint(10, 40))] if rng.random() < 0.35 else None
        hug = [rng.choice([250, 251, 750]), rng.choice([250, 251])]
        comp = [rng.choice([750, 749, 1000]), 750]
        views.append({"parent": parent, "intrinsic": intrinsic, "hug": hug, "comp": comp})
        related = [parent] + [j for j in range(1, i) if views[j]["parent"] == parent]
        for axis, attrs, size in (("h", H_ATTRS, "width"), ("v", V_ATTRS, "height")):
            other = rng.choice(related)
            plain = [a for a in attrs if "Margin" not in a] if other != parent else attrs
            kind = rng.random()
            if intrinsic is None or kind < 0.3:
                # position + size, or two edges
                a1 = rng.choice(plain[:4] if axis == "h" else plain[:3])
                constraints.append({"a": i, "aa": a1, "rel": "==", "b": other, "ba": rng.choice(plain), "m": 1,
                                    "c": float(rng.randint(-20, 60)), "p": 1000})
                if rng.random() < 0.5:
                    constraints.append({"a": i, "aa": size, "rel": "==", "b": None, "ba": None, "m": 1,
                                        "c": float(rng.randint(10, 200)), "p": 1000})
                else:
                    constraints.append({"a": i, "aa": size, "rel": "==", "b": parent, "ba": size,
                                        "m": rng.choice([0.25, 0.5, 1.0]), "c": float(rng.randint(-20, 0)), "p": 1000})
            else:
                a1 = rng.choice(plain[:3] if axis == "v" else plain[:4])
                constraints.append({"a": i, "aa": a1, "rel": "==", "b": other, "ba": rng.choice(plain), "m": 1,
                                    "c": float(rng.randint(0, 40)), "p": 1000})
            if rng.random() < 0.4:
                # an optional preference, maybe conflicting with the required ones
                constraints.append({"a": i, "aa": size, "rel": "==", "b": None, "ba": None, "m": 1,
                                    "c": float(rng.randint(5, 300)), "p": rng.choice([250, 500, 750, 999])})
            if rng.random() < 0.3:
                constraints.append({"a": i, "aa": size, "rel": rng.choice(["<=", ">="]), "b": None, "ba": None,
                                    "m": 1, "c": float(rng.randint(5, 300)), "p": 1000})
    return {"root": [float(rng.choice([320, 393, 834])), float(rng.choice([480, 852, 1194]))],
            "views": views, "constraints": constraints}


def main():
    rng = random.Random(17)
    systems = []
    attempts = 0
    while len(systems) < 200 and attempts < 20000:
        attempts += 1
        system = random_system(rng)
        constants = [c["c"] for c in system["constraints"]]
        frames = robust_solution(system, constants)
        if frames is None:
            continue
        changes = []
        for _ in range(3):
            k = rng.randrange(len(constants))
            changed = list(constants)
            changed[k] = constants[k] + float(rng.randint(-30, 30))
            after = robust_solution(system, changed)
            if after is None:
                continue
            changes.append({"index": k, "c": changed[k], "frames": after})
            constants = changed
        system["frames"] = frames
        system["changes"] = changes
        systems.append(system)
    json.dump({"generator": "generate_kiwi_fixtures.py", "kiwisolver": kiwi.__version__, "seed": 17,
               "systems": systems}, sys.stdout, indent=None, separators=(",", ":"))
    print(f"{len(systems)} systems from {attempts} attempts", file=sys.stderr)


if __name__ == "__main__":
    main()
