#!/usr/bin/python3
"""Write examples/spam.csv: a small synthetic mail corpus for examples/spam.sql.

    /usr/bin/python3 tools/make_spam_csv.py > examples/spam.csv

Deterministic (fixed seed): 300 short messages, about one third spam, made
by filling templates with words from per-class word lists that overlap a
little ("free", "today", "offer" occur in both), and 5% of labels are flipped (mislabelled mail), so the classifier is good
but not perfect.  Columns: id, label (spam|ham), body.
"""
import csv, random, sys

random.seed(20240601)
SPAM_T = ["{a} {b} {c} now", "Win a {b} {c}! {a} {d}", "{d}: {a} {b} offer, {c} today",
          "Congratulations, you {e} a {b} {c}", "{a} {a} {b} - click {d}"]
HAM_T = ["Can we {x} the {y} {z}?", "The {y} for {z} is {x}", "{w} {y} at {z}, see you",
         "Please {x} the {y} before {z}", "Notes from the {y}: {w} {z}"]
SPAM = dict(a=["free", "cheap", "exclusive", "limited", "urgent", "bonus"],
            b=["prize", "cash", "loan", "pills", "casino", "credit", "offer"],
            c=["winner", "deal", "jackpot", "discount", "reward", "today"],
            d=["click here", "act now", "unsubscribe", "call now", "visit our site"],
            e=["won", "qualify", "are selected"])
HAM = dict(x=["review", "move", "discuss", "share", "check", "schedule"],
           y=["meeting", "report", "budget", "project", "draft", "agenda", "offer"],
           z=["monday", "lunch", "tomorrow", "the team", "friday", "today"],
           w=["Thanks for", "About the", "Re: the", "Free for", "Update on"])

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["id", "label", "body"])
for i in range(1, 301):
    if random.random() < 0.35:
        t, words, label = random.choice(SPAM_T), SPAM, "spam"
    else:
        t, words, label = random.choice(HAM_T), HAM, "ham"
    body = t.format(**{k: random.choice(v) for k, v in words.items()})
    if random.random() < 0.05:          # a few mislabelled messages
        label = "ham" if label == "spam" else "spam"
    w.writerow([i, label, body])
