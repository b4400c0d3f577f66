# RichData names a type set: Puppet 8 cannot write it as rich data
notify { 'a': message => 'first' }
notify { 'n': message => [Integer, Hash[String, RichData]] }
