#!/usr/bin/env python3
"""kiwisolver on responder-bench's layout system (Sources/responder-bench/Layout.swift).

The same system as ConstraintLayoutApp: a 1000 x 1000 window at the origin and `views` boxes,
each with leading and top equal to the previous box's (the window's for the first) plus a
constant (index % 7, and 1), width equal to 20 + index % 13, and height equal to half the
width; every constraint required. Prints the median wall-clock time, in microseconds, of
    solve     a fresh solver given every constraint, then updateVariables()
    constant  the middle leading constant moved (an edit variable's suggestValue), then
              updateVariables()
Usage: kiwi_layout.py [--views N] [--solves N] [--edits N]
"""
import argparse
import statistics
import time

import kiwisolver as kiwi


def build(views):
    """The window's and the boxes' variables, the constraints, and the middle box's leading
    offset as an edit variable (the constant the bench changes)."""
    window = [kiwi.Variable(f"window.{p}") for p in ("left", "top", "width", "height")]
    constraints = [window[0] == 0, window[1] == 0, window[2] == 1000, window[3] == 1000]
    boxes = []
    middle = views // 2
    offset = kiwi.Variable("middle.leading.constant")
    previous = window
    for index in range(views):
        left, top, width, height = (kiwi.Variable(f"box{index}.{p}") for p in ("left", "top", "width", "height"))
        leading = offset if index == middle else index % 7
        constraints += [
            left == previous[0] + leading,
            top == previous[1] + 1,
            width == 20 + index % 13,
            height == 0.5 * width,
        ]
        previous = (left, top, width, height)
        boxes.append(previous)
    return boxes, constraints, offset


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--views", type=int, default=1000)
    parser.add_argument("--solves", type=int, default=20)
    parser.add_argument("--edits", type=int, default=2000)
    args = parser.parse_args()
    boxes, constraints, offset = build(args.views)
    middle = args.views // 2

    solves = []
    for _ in range(args.solves):
        solver = kiwi.Solver()
        start = time.perf_counter_ns()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.addEditVariable(offset, "strong")
        solver.suggestValue(offset, middle % 7)
        solver.updateVariables()
        solves.append(time.perf_counter_ns() - start)
    checksum = boxes[-1][1].value() + boxes[-1][3].value()

    edits = []
    for index in range(args.edits):
        start = time.perf_counter_ns()
        solver.suggestValue(offset, index % 5)
        solver.updateVariables()
        edits.append(time.perf_counter_ns() - start)

    print(f"kiwi views {args.views} constraints {len(constraints)} solve-checksum {checksum}")
    print(f"kiwi layoutsolve median-us {statistics.median(solves) / 1000:.1f}")
    print(f"kiwi layoutconstant median-us {statistics.median(edits) / 1000:.1f} last-minX {boxes[-1][0].value()}")


if __name__ == "__main__":
    main()
