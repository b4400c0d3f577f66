file { '/tmp/a': ensure => file }
file { '/tmp/b': ensure => file, require => File['/tmp/a'] }
File <| title == '/tmp/b' |> { require +> File['/tmp/c'] }
file { '/tmp/c': ensure => directory }
