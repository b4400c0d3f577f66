file { '/a': ensure => file }
file { '/b': require => File['/a'] }
file { '/c': require => File['/b'] }
File <| require == File['/a'] |> { mode => '0600' }
