# FIFOs and devices given as facts, Hiera data, manifests, loaded files.
# setup: mkfifo fifo && mkdir -p data && printf 'version: 5\nhierarchy:\n  - name: f\n    path: f.yaml\n' > hiera.yaml && ln -s ../fifo data/f.yaml
# run: for a in "--facts fifo case.pp" "--facts /dev/zero case.pp" "--hiera-config hiera.yaml case.pp" "fifo" "/dev/zero" "--hiera-config /dev/zero case.pp"; do "$BIN" compile --no-storeconfigs --node test $a < /dev/null; s=$?; [ $s -le 1 ] || { echo "status $s: $a"; exit 3; }; done; "$BIN" diff fifo /dev/zero; [ $? -le 2 ] || exit 3; "$BIN" parse fifo; [ $? -le 1 ] || exit 3; exit 0
# exit: 0
notice(lookup('k', undef, undef, 'd'))
notice(loadyaml('fifo', 'd'), loadjson('/dev/zero', 'd'))
