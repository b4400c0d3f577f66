# A YAML facts file nested 100,000 levels deep (block and flow).
# setup: python3 -c "print('deep: ' + '['*100000 + ']'*100000)" > facts.yaml
# run: "$BIN" compile --no-storeconfigs --node test --facts facts.yaml case.pp
# exit: any
notice($facts['deep'])
