# Alias bombs through parseyaml() and a facts file.
# setup: python3 -c "print('a0: &a0 [x, x, x, x, x, x, x, x, x, x]'); [print('a%d: &a%d [' % (i, i) + ', '.join(['*a%d' % (i-1)]*10) + ']') for i in range(1, 12)]" > facts.yaml
# run: "$BIN" compile --no-storeconfigs --node test --facts facts.yaml case.pp
# exit: any
notice(parseyaml(file("${facts['pwd']}/facts.yaml")).length)
