$name_ = 'x'
notify { "n-${name_}": }
notify { 'm': require => Notify["n-${name_}"] }
