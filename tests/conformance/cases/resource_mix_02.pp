file { '/a': ensure => file, require => [File['/b']] }
file { '/b': ensure => file }
File <| title == '/a' |> { require +> File['/c'] }
file { '/c': ensure => file }
