# A module type whose Ruby file nests 30,000 string interpolations.
# setup: mkdir -p modules/m/lib/puppet/type && python3 -c "print('Puppet::Type.newtype(:deep) do\n  newparam(:name) { desc \"' + '#{\"'*30000 + '\" }\nend')" > modules/m/lib/puppet/type/deep.rb
# run: "$BIN" compile --no-storeconfigs --node test --modulepath modules case.pp
# exit: any
deep { 'x': }
