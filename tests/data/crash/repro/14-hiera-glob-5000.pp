# A Hiera glob over 5,000 files, looked up 2,000 times.
# setup: mkdir -p data && for i in $(seq 1 5000); do echo "k$i: $i" > data/f$i.yaml; done && printf 'version: 5\nhierarchy:\n  - name: g\n    glob: "f*.yaml"\n' > hiera.yaml
# run: "$BIN" compile --no-storeconfigs --node test --hiera-config hiera.yaml case.pp
# exit: 0
# expect: 2000
notice(Integer[1, 2000].map |$i| { lookup("k${i}") }.length)
