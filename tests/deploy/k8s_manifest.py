#!/usr/bin/env python3
"""The example DaemonSet is well-formed YAML with the fields a cluster needs:
apps/v1 DaemonSet, a selector matching the pod labels, hostNetwork, a
privileged (or CAP_BPF/CAP_NET_ADMIN) container that attaches, the host's
bpffs mounted through a hostPath volume, every mount backed by a volume;
the rule file in its ConfigMap passes `xdpc --check`, and every xdpc option
its commands use is one `xdpc --help` knows.
usage: k8s_manifest.py XDPC MANIFEST"""
import re
import subprocess
import sys
import tempfile

import yaml

XDPC, MANIFEST = sys.argv[1], sys.argv[2]
errors = []


def need(cond, what):
    if not cond:
        errors.append(what)
    else:
        print("ok:", what)


docs = [d for d in yaml.safe_load_all(open(MANIFEST)) if d]
for d in docs:
    need(isinstance(d, dict) and d.get("apiVersion") and d.get("kind")
         and d.get("metadata", {}).get("name"),
         "document %s has apiVersion, kind, metadata.name" % d.get("kind"))
ds = [d for d in docs if d.get("kind") == "DaemonSet"]
need(len(ds) == 1, "exactly one DaemonSet")
ds = ds[0]
need(ds["apiVersion"] == "apps/v1", "DaemonSet apiVersion apps/v1")
spec = ds["spec"]
tmpl = spec["template"]
sel = spec["selector"]["matchLabels"]
labels = tmpl["metadata"]["labels"]
need(sel and all(labels.get(k) == v for k, v in sel.items()),
     "selector matches the pod template's labels")
pod = tmpl["spec"]
need(pod.get("hostNetwork") is True, "hostNetwork: true")
containers = pod.get("initContainers", []) + pod["containers"]
need(all(c.get("name") and c.get("image") for c in containers),
     "every container has a name and an image")

volumes = {v["name"]: v for v in pod.get("volumes", [])}
bpffs = [n for n, v in volumes.items() if v.get("hostPath", {}).get("path") == "/sys/fs/bpf"]
need(len(bpffs) == 1, "a hostPath volume for /sys/fs/bpf")
for c in containers:
    mounts = c.get("volumeMounts", [])
    need(all(m["name"] in volumes for m in mounts),
         "container %s mounts only declared volumes" % c["name"])
    need(any(m["name"] in bpffs and m["mountPath"] == "/sys/fs/bpf" for m in mounts),
         "container %s mounts the host bpffs at /sys/fs/bpf" % c["name"])


def privileged_enough(c, caps):
    sc = c.get("securityContext", {})
    added = set(sc.get("capabilities", {}).get("add", []))
    return sc.get("privileged") is True or caps <= added


attach = [c for c in containers if "--attach" in " ".join(c.get("command", []) + c.get("args", []))]
need(len(attach) == 1, "one container attaches")
need(privileged_enough(attach[0], {"BPF", "NET_ADMIN", "SYS_ADMIN"}),
     "the attaching container may load BPF and attach XDP")
serve = [c for c in containers if "--serve" in " ".join(c.get("command", []) + c.get("args", []))]
need(len(serve) == 1 and privileged_enough(serve[0], {"BPF", "SYS_ADMIN"}),
     "one container serves metrics, with CAP_BPF and CAP_SYS_ADMIN")

help_text = subprocess.run([XDPC, "--help"], capture_output=True, text=True).stdout
known = set(re.findall(r"(?<![\w-])(--[a-z][-a-z]*)", help_text))
used = set()
for c in containers:
    used |= set(re.findall(r"(?<![\w-])(--[a-z][-a-z]*)", " ".join(c.get("args", []))))
need(used and used <= known, "xdpc options used (%s) are in --help" % " ".join(sorted(used)))

maps = {d["metadata"]["name"]: d for d in docs if d.get("kind") == "ConfigMap"}
rules_vol = [v for v in volumes.values() if "configMap" in v]
need(len(rules_vol) == 1 and rules_vol[0]["configMap"]["name"] in maps,
     "the rule file's ConfigMap is in the manifest")
cm = maps[rules_vol[0]["configMap"]["name"]]
with tempfile.NamedTemporaryFile("w", suffix=".xf") as f:
    f.write(cm["data"]["rules.xf"])
    f.flush()
    r = subprocess.run([XDPC, "--check", f.name], capture_output=True, text=True)
    need(r.returncode == 0, "the ConfigMap's rules.xf passes xdpc --check " + r.stdout.strip()
         + r.stderr.strip())

if errors:
    for e in errors:
        print("FAIL:", e, file=sys.stderr)
    sys.exit(1)
