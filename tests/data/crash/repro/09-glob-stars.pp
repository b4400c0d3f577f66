# A Hiera glob of 40 stars against a long name, and glob() the same.
# setup: mkdir -p data && touch "data/$(printf 'a%.0s' $(seq 1 200)).yaml" && python3 -c "print('version: 5\nhierarchy:\n  - name: g\n    glob: \"' + '*a'*40 + 'b.yaml\"')" > hiera.yaml
# run: "$BIN" compile --no-storeconfigs --node test --hiera-config hiera.yaml case.pp
# exit: 0
notice(lookup('k', undef, undef, 'none'))
notice(glob(["data/${'*a' * 40}b.yaml"]))
