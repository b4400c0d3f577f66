class m($port) { file { '/m': content => template('m/t.erb') } $r = m::double($port) notify { "m ${r}": } }
