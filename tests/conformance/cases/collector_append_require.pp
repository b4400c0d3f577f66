file { '/a': require => File['/b'] }
file { '/b': }
File <| title == '/a' |> { require +> File['/c'] }
file { '/c': }
