$m = 'abc'.map |$c| { upcase($c) }
notify { "${m}": }
