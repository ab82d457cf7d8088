#!/usr/bin/python3
"""Write examples/mixed.csv: 800 synthetic telecom customers for the mixed
naive Bayes example (examples/mixed.sql).

    /usr/bin/python3 tools/make_mixed_csv.py > examples/mixed.csv

Synthetic (numpy, fixed seed), so it is free to ship and regenerate.  Each
customer has numbers (age, monthly_fee, calls: support calls last quarter,
an INTEGER count), text categories (region, contract), a 0/1 flag
(paperless) and a free-text note from the support desk; the label churned is
'yes' for about a third of them.  The columns overlap between the classes on
purpose: no single family of columns separates them well, together they do
better.
"""
import csv, sys
import numpy as np

rng = np.random.RandomState(2026)
REGIONS = ["north", "south", "east", "west", "centre"]
CONTRACTS = ["monthly", "yearly", "two-year"]
WORDS_CHURN = ["cancel", "price", "slow", "competitor", "refund", "outage",
               "expensive", "complaint"]
WORDS_STAY = ["thanks", "upgrade", "great", "family", "bundle", "happy",
              "loyal", "question"]
WORDS_ANY = ["bill", "phone", "internet", "call", "contract", "address"]

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["age", "monthly_fee", "calls", "region", "contract", "paperless",
            "note", "churned"])
for i in range(800):
    churn = rng.rand() < 0.33
    age = rng.normal(38 if churn else 46, 12)
    fee = rng.normal(78 if churn else 64, 18)
    calls = int(rng.poisson(3.2 if churn else 1.6))
    region = REGIONS[rng.choice(5, p=[0.15, 0.25, 0.2, 0.25, 0.15] if churn
                                else [0.25, 0.2, 0.2, 0.15, 0.2])]
    contract = CONTRACTS[rng.choice(3, p=[0.65, 0.25, 0.1] if churn
                                    else [0.35, 0.35, 0.3])]
    paperless = int(rng.rand() < (0.7 if churn else 0.5))
    words = list(rng.choice(WORDS_ANY, rng.poisson(2)))
    k = rng.poisson(1.1)
    words += list(rng.choice(WORDS_CHURN if churn else WORDS_STAY, k))
    words += list(rng.choice(WORDS_STAY if churn else WORDS_CHURN, rng.poisson(0.4)))
    rng.shuffle(words)
    w.writerow(["%.0f" % max(18, age), "%.2f" % max(10, fee), calls, region,
                contract, paperless, " ".join(words), "yes" if churn else "no"])
