file { '/a': ensure => present }
file { '/b': require => File['/a'] }
File <| require == File['/a'] |> { mode => '0600' }
