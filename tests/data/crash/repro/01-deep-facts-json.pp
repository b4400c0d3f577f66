# A facts file nested 100,000 levels deep.
# setup: python3 -c "print('{\"deep\": ' + '['*100000 + ']'*100000 + '}')" > facts.json
# run: "$BIN" compile --no-storeconfigs --node test --facts facts.json case.pp
# exit: any
notice($facts['deep'].length)
