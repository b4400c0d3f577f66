# The TypeSet type: Puppet 7 prints Puppet's own type set; Puppet 8 cannot write it as rich data
notify { "n": message => TypeSet }
