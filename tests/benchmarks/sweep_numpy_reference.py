#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The numpy yardstick of `fabrictco-cli sweep` (issue 42).

It does the sweep's Monte Carlo work, as a competent numpy program would, on the very cost
models the CLI samples (written by SweepReferenceModels): per node count and plan, draw every
uncertain input TRIALS times, evaluate the plan's NPV (a constant plus a sum of monomials in the
inputs), and report the mean, P5, P50, P95, CVaR95, the NPV per GPU-month and the share of
trials each plan is the cheapest; then the node counts where the cheaper plan by expected NPV
changes. As in the CLI, an input is drawn once for the whole sweep (the same key, plan and
distribution give the same column at every node count: common random numbers), and a shared
input is one draw for every plan.

What it does not do, in its favour: it reads the models ready-made (the CLI builds them, 64 x 2
of them, with exact decimal expected NPVs), and it finds break-evens between sweep points only
(the CLI also pins each to the exact node count with the exact evaluator).

Usage: sweep_numpy_reference.py MODELS.json [TRIALS] [SEED]   (default 10000, 1)
Prints CSV like `sweep --csv` (nodes,plan,mean,p5,p50,p95,cvar95,per_gpu_month, then
p_cheapest), a blank line, then break_even_nodes,from,to.
"""
import json
import sys

try:
    import numpy as np
except ImportError:
    sys.exit("sweep_numpy_reference.py needs numpy: install python3-numpy (scripts/deps.sh "
             "does) and run it with /usr/bin/python3")


def draw(rng, shape, low, mode, high, trials):
    """One input's draws: fixed, triangular by its exact inverse CDF, or beta-PERT (lambda 4)."""
    if shape == "fixed" or high <= low:
        return np.full(trials, mode)
    if shape == "triangular":
        u = rng.random(trials)
        width = high - low
        f = (mode - low) / width
        return np.where(u < f, low + width * np.sqrt(u * f),
                        high - width * np.sqrt((1.0 - u) * (1.0 - f)))
    alpha = 1.0 + 4.0 * (mode - low) / (high - low)
    beta = 1.0 + 4.0 * (high - mode) / (high - low)
    return low + (high - low) * rng.beta(alpha, beta, trials)


class Plan:
    """A plan's NPV as constant + coefficients @ (products of powers of the inputs)."""

    def __init__(self, plan, input_count):
        self.id = plan["id"]
        self.constant = plan["constant"]
        monomials = plan["monomials"]
        width = max([len(factors) for _, factors in monomials] + [1])
        # Padded to one width with a row of ones (index input_count), exponent 1.
        self.index = np.full((len(monomials), width), input_count, dtype=np.intp)
        self.exponent = np.ones((len(monomials), width))
        self.coefficient = np.empty(len(monomials))
        for m, (coefficient, factors) in enumerate(monomials):
            self.coefficient[m] = coefficient
            for f, (i, e) in enumerate(factors):
                self.index[m, f] = i
                self.exponent[m, f] = e
        self.powered = bool(np.any(self.exponent != 1.0))

    def npv(self, rows):
        """rows: (inputs + 1, trials), the last row ones."""
        values = rows[self.index]  # (monomials, width, trials)
        if self.powered:
            values = values ** self.exponent[:, :, None]
        return self.constant + self.coefficient @ values.prod(axis=1)


def statistics(npv, gpu_months):
    n = npv.size
    p5, p50, p95 = np.percentile(npv, [5, 50, 95])  # linear, as the CLI's
    m = 0.05 * n
    k = int(m)
    ordered = np.partition(npv, n - k - 1)
    tail = ordered[n - k:].sum() + (m - k) * ordered[n - k - 1]
    mean = npv.mean()
    return mean, p5, p50, p95, tail / m, mean / gpu_months if gpu_months else 0.0


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    trials = int(argv[2]) if len(argv) > 2 else 10000
    rng = np.random.default_rng(int(argv[3]) if len(argv) > 3 else 1)
    with open(argv[1], encoding="utf-8") as f:
        models = json.load(f)
    columns = {}  # (key, plan, shape, low, mode, high) -> draws, kept across node counts
    rows_out = ["nodes,plan,mean,p5,p50,p95,cvar95,per_gpu_month,p_cheapest"]
    cheapest_by_point = []
    for point in models["points"]:
        inputs = point["inputs"]
        rows = np.empty((len(inputs) + 1, trials))
        for i, x in enumerate(inputs):
            key = (x["key"], x["plan"], x["shape"], x["low"], x["mode"], x["high"])
            if key not in columns:
                columns[key] = draw(rng, x["shape"], x["low"], x["mode"], x["high"], trials)
            rows[i] = columns[key]
        rows[-1] = 1.0
        plans = [Plan(p, len(inputs)) for p in point["plans"]]
        npvs = np.stack([plan.npv(rows) for plan in plans])
        # The share of trials each plan is the cheapest in, ties split.
        cheapest = npvs == npvs.min(axis=0)
        share = (cheapest / cheapest.sum(axis=0)).mean(axis=1)
        means = []
        for plan, npv, p in zip(plans, npvs, share):
            mean, p5, p50, p95, cvar95, per_gpu_month = statistics(npv, point["gpu_months"])
            means.append(mean)
            rows_out.append("%d,%s,%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%.4f" % (
                point["nodes"], plan.id, mean, p5, p50, p95, cvar95, per_gpu_month, p))
        present = {plan.id for plan in plans}
        cheapest_by_point.append((point["nodes"], plans[int(np.argmin(means))].id, present))
    print("\n".join(rows_out))
    print()
    print("break_even_nodes,from,to")
    # As the sweep: a plan that stops (or starts) fitting between two sizes is no break-even.
    for (_, before, had), (nodes, after, has) in zip(cheapest_by_point, cheapest_by_point[1:]):
        if before != after and before in has and after in had:
            print("%d,%s,%s" % (nodes, before, after))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
