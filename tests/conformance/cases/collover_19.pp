file { '/v': ensure => file, require => File['/w'] }
file { '/w': ensure => file }
File <| title == '/v' |> { require +> File['/x'] }
file { '/x': ensure => file }
