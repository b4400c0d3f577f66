# A Hiera data file nested 100,000 levels deep, looked up.
# setup: mkdir -p data && printf 'version: 5\nhierarchy:\n  - name: c\n    path: c.yaml\n' > hiera.yaml
# setup: python3 -c "print('deep: ' + '['*100000 + ']'*100000)" > data/c.yaml
# run: "$BIN" compile --no-storeconfigs --node test --hiera-config hiera.yaml case.pp
# exit: any
notice(lookup('deep').length)
