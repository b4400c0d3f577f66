# Puppet 3 functions convert their arguments, which refuses an iterator.
notify { 'k': message => sprintf('%s', {a => [[1].reverse_each]}) }
