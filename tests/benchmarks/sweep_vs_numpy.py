#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times `fabrictco-cli sweep` and its numpy yardstick side by side in one run (issue 42).

Both are whole processes, run alternately RUNS times on the same sweep; the medians and their
ratio are printed. First it checks that the two did the same work: the same node counts and
plans, and figures that agree within what two independent samples of TRIALS trials can differ
by (the mean within 0.5 %, P5, P50, P95 and CVaR95 within 2 %).

Usage: sweep_vs_numpy.py --cli PATH --models-tool PATH [--runs 5] [--points 64] [--trials 10000]
                         [--nodes 16:16384] [--years 10] [--example llm-training]
Exit 0 when the figures agree, 1 when they do not, 2 on a usage error.
"""
import argparse
import csv
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REFERENCE = os.path.join(HERE, "sweep_numpy_reference.py")


def rows(text):
    """{(nodes, plan): {column: float}} from the first CSV block of a sweep's output."""
    block = text.split("\n\n", 1)[0]
    out = {}
    for row in csv.DictReader(io.StringIO(block)):
        out[(int(row["nodes"]), row["plan"])] = {
            k: float(v) for k, v in row.items() if k not in ("nodes", "plan")}
    return out


def timed(command, environment):
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=environment, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit("failed (%d): %s\n%s" % (done.returncode, " ".join(command), done.stderr))
    return elapsed, done.stdout


def main():
    parser = argparse.ArgumentParser(
        description="Times `fabrictco-cli sweep` against its numpy yardstick "
        "(sweep_numpy_reference.py) on the same sweep, both as whole processes run alternately, "
        "and prints the medians and their ratio (issue 42's goal: the sweep at 0.1 x numpy or "
        "less). Both use the bundled catalog only.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    parser.add_argument("--cli", required=True, help="the fabrictco-cli program to time")
    parser.add_argument("--models-tool", required=True,
                        help="SweepReferenceModels (built in build/tests/benchmarks), which "
                        "writes the cost models the numpy script samples")
    parser.add_argument("--runs", type=int, default=5, help="runs of each; the median is printed")
    parser.add_argument("--points", type=int, default=64, help="log-spaced node counts")
    parser.add_argument("--trials", type=int, default=10000, help="Monte Carlo trials per point")
    parser.add_argument("--nodes", default="16:16384", help="MIN:MAX first-year node counts")
    parser.add_argument("--years", type=int, default=10, help="horizon in years")
    parser.add_argument("--example", default="llm-training", help="bundled example to sweep")
    args = parser.parse_args()
    for program in (args.cli, args.models_tool):
        if not (os.path.isfile(program) and os.access(program, os.X_OK)):
            parser.error("%s is not an executable file" % program)
    try:
        import numpy  # noqa: F401  (the yardstick needs it; say so before any run)
    except ImportError:
        parser.error("numpy is missing for %s: install python3-numpy (scripts/deps.sh does) "
                     "and run this with /usr/bin/python3" % sys.executable)
    low, high = args.nodes.split(":")

    # The bundled catalog on both sides, whatever this machine's organisation catalog says.
    environment = dict(os.environ, FABRICTCO_ORGANISATION_CATALOG="", LC_ALL="C")
    with tempfile.TemporaryDirectory() as folder:
        models = os.path.join(folder, "models.json")
        subprocess.run([args.models_tool, models, args.example, low, high, str(args.points),
                        str(args.years)], check=True, env=environment)
        cli = [args.cli, "sweep", "--example", args.example, "--nodes", args.nodes, "--points",
               str(args.points), "--trials", str(args.trials), "--years", str(args.years),
               "--csv"]
        numpy = [sys.executable, REFERENCE, models, str(args.trials)]
        cli_times, numpy_times = [], []
        for _ in range(args.runs):
            seconds, cli_out = timed(cli, environment)
            cli_times.append(seconds)
            seconds, numpy_out = timed(numpy, environment)
            numpy_times.append(seconds)

    ours, theirs = rows(cli_out), rows(numpy_out)
    problems = []
    if set(ours) != set(theirs):
        problems.append("different points: %s" % sorted(set(ours) ^ set(theirs))[:6])
    for point in sorted(set(ours) & set(theirs)):
        for column, tolerance in (("mean", 0.005), ("p5", 0.02), ("p50", 0.02), ("p95", 0.02),
                                  ("cvar95", 0.02)):
            a, b = ours[point][column], theirs[point][column]
            if abs(a - b) > tolerance * max(abs(a), abs(b), 1.0):
                problems.append("%s %s: sweep %.2f, numpy %.2f" % (point, column, a, b))
    cli_median, numpy_median = statistics.median(cli_times), statistics.median(numpy_times)
    print("sweep --example %s --nodes %s --points %d --trials %d --years %d (%d plan-points), "
          "median of %d whole processes:" % (args.example, args.nodes, args.points, args.trials,
                                            args.years, len(ours), args.runs))
    print("  fabrictco-cli sweep  %.3f s   (runs: %s)" % (
        cli_median, ", ".join("%.3f" % t for t in cli_times)))
    print("  numpy reference      %.3f s   (runs: %s)" % (
        numpy_median, ", ".join("%.3f" % t for t in numpy_times)))
    print("  ratio                %.3fx numpy" % (cli_median / numpy_median))
    if problems:
        print("the two disagree, so they did not do the same work:", file=sys.stderr)
        for problem in problems[:20]:
            print("  " + problem, file=sys.stderr)
        return 1
    print("  figures agree: %d plan-points, mean within 0.5 %%, quantiles and CVaR95 within 2 %%"
          % len(ours))
    return 0


if __name__ == "__main__":
    sys.exit(main())
