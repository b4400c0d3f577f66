type Opts = Hash[String, Integer]
notify { 'x': message => "${Opts.new([['a', '1']])}" }
