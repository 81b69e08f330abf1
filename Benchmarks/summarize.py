#!/usr/bin/env python3
"""Condenses results/suite.md (ordo-one/benchmark markdown) into one table: p50 and p100 wall
clock in ms, moves, peak resident memory, samples. Usage: summarize.py results/suite.md"""
import re
import sys

SCALE = {"ns": 1e-6, "μs": 1e-3, "us": 1e-3, "ms": 1.0, "s": 1e3}


def number(text):
    text = text.strip().replace(",", "")
    m = re.match(r"^([0-9.]+)(?:e([+-]?[0-9]+))?$", text)
    if not m:
        return None
    return float(m.group(1)) * (10 ** int(m.group(2)) if m.group(2) else 1)


def main(path):
    rows, name, current = [], None, {}
    for line in open(path, encoding="utf-8"):
        if line.startswith("### "):
            if name:
                rows.append((name, current))
            name, current = line[4:].strip(), {}
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if name is None or len(cells) < 9:
            continue
        metric = cells[0]
        # Columns: p0 p25 p50 p75 p90 p99 p100 samples
        values = [number(c) for c in cells[1:9]]
        unit = re.search(r"\(([^)]*)\)\s*\*?$", metric)
        multiplier = {"K": 1e3, "M": 1e6, "G": 1e9}.get(unit.group(1), 1) if unit else 1
        if metric.startswith("Time (wall clock)"):
            scale = SCALE.get(unit.group(1), 1.0) if unit else 1.0
            current["p50"] = values[2] * scale if values[2] is not None else None
            current["min"] = values[0] * scale if values[0] is not None else None
            current["max"] = values[6] * scale if values[6] is not None else None
            current["samples"] = int(values[7]) if values[7] is not None else None
        elif metric.startswith("moves"):
            current["moves"] = int(values[2] * multiplier) if values[2] is not None else None
        elif metric.startswith("Memory (resident peak)"):
            current["rss"] = values[6]
    if name:
        rows.append((name, current))

    def ms(v):
        if v is None:
            return ""
        return f"{v:.4f}" if v < 0.01 else f"{v:.3f}" if v < 1 else f"{v:.1f}" if v < 100 else f"{v:.0f}"

    print("| benchmark | p50 ms | min ms | max ms | moves | peak RSS (MB) | samples |")
    print("|:--|--:|--:|--:|--:|--:|--:|")
    for name, r in rows:
        print(f"| {name} | {ms(r.get('p50'))} | {ms(r.get('min'))} | {ms(r.get('max'))} | "
              f"{r.get('moves', '')} | {'' if r.get('rss') is None else int(r['rss'])} | {r.get('samples', '')} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "results/suite.md")
